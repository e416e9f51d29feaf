import type { Queryable } from '@/lib/db/types';
import type { PartnerInput, BankPartnerInput } from '@/lib/partners/schema';

const img = (file: string, fr: string, en: string) => ({ url: `/demo/partners/${file}.svg`, alt: { fr, en } });
const tag = (fr: string, en: string, bg: string) => ({ name: { fr, en }, bg_color_primary: bg, text_color: '#ffffff' });
const legal = tag('Juridique', 'Legal', '#37474f');
const buying = tag('Achat', 'Buying', '#1565c0');
const selling = tag('Vente', 'Selling', '#2e7d32');
const home = tag('Maison', 'Home', '#ad1457');
const phone = (display: string, intl: string) => ({ icon: 'phone', description: { fr: display, en: display }, url: `tel:${intl}` });
const mail = (address: string) => ({ icon: 'mail', description: { fr: address, en: address }, url: `mailto:${address}` });

/** Five professionals the demo sites recommend: each with tags the partners block filters on. */
export const demoPartners: PartnerInput[] = [
  {
    image: img('notaire', 'Acte notarié sur un bureau', 'Notarial deed on a desk'), avatar: img('avatar-notaire', 'Me Marie Gagnon', 'Marie Gagnon, notary'),
    title: { fr: 'Me Marie Gagnon, notaire', en: 'Marie Gagnon, notary' },
    subtitle: { fr: 'Gagnon Notaires inc., Montréal', en: 'Gagnon Notaires inc., Montréal' },
    description: {
      fr: 'Actes de vente, hypothèques et testaments. Signature en soirée et à distance possible.',
      en: 'Deeds of sale, mortgages and wills. Evening and remote signings available.',
    },
    list_items: [phone('514 555-0191', '+15145550191'), mail('mgagnon@notaires.example.com')],
    tags: [legal, buying],
  },
  {
    image: img('inspecteur', 'Maison inspectée à la loupe', 'House under a magnifying glass'), avatar: img('avatar-inspecteur', 'François Bélanger', 'François Bélanger'),
    title: { fr: 'Inspections Bélanger', en: 'Bélanger Inspections' },
    subtitle: { fr: 'Inspecteur en bâtiment certifié', en: 'Certified building inspector' },
    description: {
      fr: 'Inspection préachat complète avec rapport illustré remis en 24 heures, partout dans le Grand Montréal.',
      en: 'Full pre-purchase inspection with an illustrated report within 24 hours, across Greater Montréal.',
    },
    list_items: [phone('450 555-0147', '+14505550147'), mail('info@inspections-belanger.example.com')],
    tags: [buying, home],
  },
  {
    image: img('demenageur', 'Camion de déménagement', 'Moving truck'), avatar: img('avatar-demenageur', 'Luc Poirier', 'Luc Poirier'),
    title: { fr: 'Déménagement Poirier', en: 'Poirier Moving' },
    subtitle: { fr: 'Déménageurs résidentiels depuis 1998', en: 'Residential movers since 1998' },
    description: {
      fr: 'Emballage, entreposage et transport, même le 1er juillet. Tarif préférentiel pour nos clients.',
      en: 'Packing, storage and transport, even on July 1st. Preferred rates for our clients.',
    },
    list_items: [phone('514 555-0163', '+15145550163')],
    tags: [home, selling],
  },
  {
    image: img('avocat', 'Balance de la justice', 'Scales of justice'), avatar: img('avatar-avocat', 'Me Caroline Roy', 'Caroline Roy, lawyer'),
    title: { fr: 'Me Caroline Roy, avocate', en: 'Caroline Roy, lawyer' },
    subtitle: { fr: 'Droit immobilier et vices cachés', en: 'Real estate law and latent defects' },
    description: {
      fr: 'Conseils avant la signature d’une promesse d’achat et accompagnement en cas de vice caché.',
      en: 'Advice before signing a promise to purchase and support in latent defect claims.',
    },
    list_items: [phone('514 555-0172', '+15145550172'), mail('croy@avocats.example.com')],
    tags: [legal, selling],
  },
  {
    image: img('designer', 'Salon mis en valeur', 'Staged living room'), avatar: img('avatar-designer', 'Annie Nadeau', 'Annie Nadeau'),
    title: { fr: 'Annie Nadeau Design', en: 'Annie Nadeau Design' },
    subtitle: { fr: 'Mise en valeur résidentielle', en: 'Home staging' },
    description: {
      fr: 'Une propriété mise en valeur se vend plus vite : consultation, mobilier et photos prêtes pour l’inscription.',
      en: 'A staged home sells faster: consultation, furniture and listing-ready photos.',
    },
    list_items: [phone('438 555-0129', '+14385550129'), mail('annie@nadeaudesign.example.com')],
    tags: [selling, home],
  },
];

const employee = (file: string, name: string, fr: string, en: string, tel: [string, string], email: string) => ({
  person_avatar: img(file, name, name),
  person_name: name,
  person_subtitle: { fr, en },
  list_items: [phone(tel[0], tel[1]), mail(email)],
});

/** Three lenders and the mortgage specialists the demo sites work with. */
export const demoBankPartners: BankPartnerInput[] = [
  {
    name: 'Banque Boréale', logo: img('bank-laurentienne', 'Logo de la Banque Boréale', 'Banque Boréale logo'),
    employees: [
      employee('avatar-emp-1', 'Catherine Lavoie', 'Spécialiste en financement hypothécaire', 'Mortgage specialist', ['514 555-0154', '+15145550154'], 'clavoie@boreale.example.com'),
      employee('avatar-emp-2', 'Philippe Dubois', 'Conseiller hypothécaire, Laval', 'Mortgage advisor, Laval', ['450 555-0117', '+14505550117'], 'pdubois@boreale.example.com'),
    ],
  },
  {
    name: 'Caisse Horizon', logo: img('bank-caisse', 'Logo de la Caisse Horizon', 'Caisse Horizon logo'),
    employees: [
      employee('avatar-emp-3', 'Sylvie Gauthier', 'Directrice, financement résidentiel', 'Director, residential lending', ['450 555-0182', '+14505550182'], 'sgauthier@horizon.example.com'),
      employee('avatar-emp-4', 'Yannick Morin', 'Conseiller, premiers acheteurs', 'Advisor, first-time buyers', ['514 555-0138', '+15145550138'], 'ymorin@horizon.example.com'),
    ],
  },
  {
    name: 'Fleuve Hypothèques', logo: img('bank-nationale', 'Logo de Fleuve Hypothèques', 'Fleuve Hypothèques logo'),
    employees: [
      employee('avatar-emp-5', 'Karine Bergeron', 'Courtière hypothécaire', 'Mortgage broker', ['450 555-0121', '+14505550121'], 'kbergeron@fleuve.example.com'),
      employee('avatar-emp-6', 'Étienne Roy', 'Courtier hypothécaire, Rive-Sud', 'Mortgage broker, South Shore', ['450 555-0193', '+14505550193'], 'eroy@fleuve.example.com'),
    ],
  },
];

/** Seeds one site's partners and bank partners in their order. */
export async function seedPartners(tx: Queryable, siteId: string): Promise<void> {
  for (const [position, p] of demoPartners.entries()) {
    await tx.query(
      `insert into partners (site_id, image, avatar, title, subtitle, description, list_items, tags, position)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [siteId, JSON.stringify(p.image), JSON.stringify(p.avatar), JSON.stringify(p.title), JSON.stringify(p.subtitle),
        JSON.stringify(p.description), JSON.stringify(p.list_items), JSON.stringify(p.tags), position],
    );
  }
  for (const [position, b] of demoBankPartners.entries()) {
    await tx.query('insert into bank_partners (site_id, name, logo, employees, position) values ($1, $2, $3, $4, $5)', [
      siteId, b.name, JSON.stringify(b.logo), JSON.stringify(b.employees), position,
    ]);
  }
}
