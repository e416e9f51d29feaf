import { DEMO_BROKERS } from '@/lib/listings/demo-people';
import { slugify } from '@/lib/listings/paths';
import type { MemberInputRaw } from '@/lib/members/input';

/**
 * The demo broker site's people (fictional): the brokers of the generated listings (same
 * names, titles, phones and e-mails as listing pages show), six more brokers, two teams,
 * administrators and directors, in the Montréal, Laval and Longueuil offices.
 */
export const DEMO_AGENCY = 'Groupe Courtier Immobilier, agence immobilière';

const intl = (display: string) => `+1${display.replace(/\D/g, '')}`;
const avatar = (slug: string, name: string) => ({ url: `/demo/members/${slug}.svg`, alt: name });

type Extra = { office: string; languages: string[]; years: number; area: { fr: string; en: string }; focus: { fr: string; en: string } };

/** Office, languages and specialty of each listing broker (by position in DEMO_BROKERS). */
const listingBrokerExtras: Extra[] = [
  { office: 'montreal', languages: ['fr', 'en'], years: 14, area: { fr: 'le Plateau-Mont-Royal et Rosemont', en: 'the Plateau-Mont-Royal and Rosemont' }, focus: { fr: 'les plex et les condos', en: 'plexes and condos' } },
  { office: 'laval', languages: ['fr', 'en'], years: 9, area: { fr: 'Sainte-Rose et Fabreville', en: 'Sainte-Rose and Fabreville' }, focus: { fr: 'les maisons unifamiliales', en: 'single-family homes' } },
  { office: 'longueuil', languages: ['fr'], years: 21, area: { fr: 'le Vieux-Longueuil et Saint-Lambert', en: 'Old Longueuil and Saint-Lambert' }, focus: { fr: 'les propriétés de prestige', en: 'prestige properties' } },
  { office: 'montreal', languages: ['fr', 'en', 'zh'], years: 7, area: { fr: 'Griffintown et le Sud-Ouest', en: 'Griffintown and the Sud-Ouest' }, focus: { fr: 'les condos neufs', en: 'new-build condos' } },
  { office: 'laval', languages: ['fr', 'en'], years: 12, area: { fr: 'Chomedey et Laval-des-Rapides', en: 'Chomedey and Laval-des-Rapides' }, focus: { fr: 'les premiers acheteurs', en: 'first-time buyers' } },
  { office: 'montreal', languages: ['fr', 'en'], years: 18, area: { fr: 'le centre-ville et Saint-Laurent', en: 'downtown and Saint-Laurent' }, focus: { fr: 'les immeubles commerciaux et industriels', en: 'commercial and industrial buildings' } },
  { office: 'laval', languages: ['fr', 'en', 'ar'], years: 6, area: { fr: 'Vimont et Auteuil', en: 'Vimont and Auteuil' }, focus: { fr: 'les familles qui s’agrandissent', en: 'growing families' } },
  { office: 'longueuil', languages: ['fr'], years: 11, area: { fr: 'Boucherville et Brossard', en: 'Boucherville and Brossard' }, focus: { fr: 'les maisons de ville', en: 'townhouses' } },
  { office: 'montreal', languages: ['fr', 'en'], years: 16, area: { fr: 'Outremont et Ahuntsic', en: 'Outremont and Ahuntsic' }, focus: { fr: 'les successions et les ventes délicates', en: 'estates and sensitive sales' } },
  { office: 'longueuil', languages: ['fr', 'en'], years: 4, area: { fr: 'Saint-Hubert et Greenfield Park', en: 'Saint-Hubert and Greenfield Park' }, focus: { fr: 'les duplex et les triplex', en: 'duplexes and triplexes' } },
];

const moreBrokers: Array<{ name: string; female: boolean; aeo?: boolean; phone: string } & Extra> = [
  { name: 'Olivier Lapointe', female: false, phone: '514 555-0173', office: 'montreal', languages: ['fr', 'en'], years: 8, area: { fr: 'Villeray et La Petite-Patrie', en: 'Villeray and La Petite-Patrie' }, focus: { fr: 'les plex', en: 'plexes' } },
  { name: 'Mélanie Fortin', female: true, phone: '450 555-0186', office: 'laval', languages: ['fr'], years: 10, area: { fr: 'Duvernay et Saint-Vincent-de-Paul', en: 'Duvernay and Saint-Vincent-de-Paul' }, focus: { fr: 'les maisons unifamiliales', en: 'single-family homes' } },
  { name: 'Karim Benali', female: false, phone: '450 555-0147', office: 'longueuil', languages: ['fr', 'en', 'ar'], years: 5, area: { fr: 'Brossard et Saint-Lambert', en: 'Brossard and Saint-Lambert' }, focus: { fr: 'les condos', en: 'condos' } },
  { name: 'Geneviève Pelletier', female: true, aeo: true, phone: '450 555-0158', office: 'longueuil', languages: ['fr', 'en'], years: 19, area: { fr: 'Boucherville', en: 'Boucherville' }, focus: { fr: 'les propriétés riveraines', en: 'waterfront properties' } },
  { name: 'Thomas O’Connor', female: false, phone: '514 555-0129', office: 'montreal', languages: ['en', 'fr'], years: 13, area: { fr: 'Notre-Dame-de-Grâce et Westmount', en: 'Notre-Dame-de-Grâce and Westmount' }, focus: { fr: 'les relocalisations', en: 'relocations' } },
  { name: 'Émilie Gauthier', female: true, phone: '450 555-0137', office: 'laval', languages: ['fr', 'es'], years: 3, area: { fr: 'Sainte-Dorothée', en: 'Sainte-Dorothée' }, focus: { fr: 'les premiers acheteurs', en: 'first-time buyers' } },
];

const title = (female: boolean, aeo = false) =>
  aeo
    ? female
      ? { fr: 'Courtière immobilière agréée DA', en: 'Chartered real estate broker AEO' }
      : { fr: 'Courtier immobilier agréé DA', en: 'Chartered real estate broker AEO' }
    : female
      ? { fr: 'Courtière immobilière résidentielle', en: 'Residential real estate broker' }
      : { fr: 'Courtier immobilier résidentiel', en: 'Residential real estate broker' };

const officeName: Record<string, { fr: string; en: string }> = {
  montreal: { fr: 'Montréal', en: 'Montréal' },
  laval: { fr: 'Laval', en: 'Laval' },
  longueuil: { fr: 'Longueuil', en: 'Longueuil' },
};

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function broker(p: { name: string; licence: { fr?: string; en?: string }; phone: string; email: string } & Extra): MemberInputRaw {
  const slug = slugify(p.name);
  const first = p.name.split(' ')[0]!;
  return {
    slug,
    kind: 'broker',
    name: p.name,
    licence_title: p.licence,
    agency: DEMO_AGENCY,
    office_slug: p.office,
    avatar: avatar(slug, p.name),
    subtitle: {
      fr: `${capital(p.focus.fr.replace(/^les /, ''))} · ${p.years} ans d’expérience`,
      en: `${capital(p.focus.en)} · ${p.years} years of experience`,
    },
    bio: {
      fr: `${first} accompagne acheteurs et vendeurs depuis ${p.years} ans, surtout dans ${p.area.fr}. Spécialité : ${p.focus.fr}.\n\nÉvaluation réaliste du prix, mise en marché soignée et négociation serrée : ${first} vous explique chaque étape, de la première visite jusqu’à la signature chez le notaire.`,
      en: `${first} has guided buyers and sellers for ${p.years} years, mostly in ${p.area.en}. Specialty: ${p.focus.en}.\n\nA realistic price, careful marketing and firm negotiation: ${first} explains every step, from the first visit to the signing at the notary’s office.`,
    },
    phone_display: p.phone,
    phone_international: intl(p.phone),
    email: p.email,
    languages: p.languages,
    social_links: [
      { type: 'facebook', url: `https://www.facebook.com/${slug}.immobilier` },
      { type: 'linkedin', url: `https://www.linkedin.com/in/${slug}` },
    ],
    programs:
      p.years >= 10
        ? [
            { title: { fr: 'Garantie de vente', en: 'Sale guarantee' }, description: { fr: 'Votre propriété vendue au prix convenu dans les délais, ou la différence est couverte selon les conditions du programme.', en: 'Your property sold at the agreed price on time, or the difference is covered under the program’s terms.' } },
            { title: { fr: 'Aide au déménagement', en: 'Moving assistance' }, description: { fr: 'Un camion de déménagement offert le jour de la prise de possession.', en: 'A moving truck provided on possession day.' } },
          ]
        : [{ title: { fr: 'Premier achat', en: 'First home' }, description: { fr: 'Un accompagnement pas à pas pour les premiers acheteurs, jusqu’au financement.', en: 'Step-by-step guidance for first-time buyers, through to financing.' } }],
  };
}

function staff(kind: 'administrator' | 'director', name: string, office: string, phone: string, role: { fr: string; en: string }, female: boolean): MemberInputRaw {
  const slug = slugify(name);
  return {
    slug,
    kind,
    name,
    // Staff who are not brokers carry no licence title; directors here are licensed agency executive officers.
    licence_title: kind === 'director' ? (female ? { fr: 'Dirigeante d’agence', en: 'Agency executive officer' } : { fr: 'Dirigeant d’agence', en: 'Agency executive officer' }) : {},
    agency: DEMO_AGENCY,
    office_slug: office,
    avatar: avatar(slug, name),
    subtitle: role,
    bio: {
      fr: `${name.split(' ')[0]} est ${role.fr.toLowerCase()} au bureau de ${officeName[office]!.fr}.`,
      en: `${name.split(' ')[0]} is the ${role.en.toLowerCase()} at the ${officeName[office]!.en} office.`,
    },
    phone_display: phone,
    phone_international: intl(phone),
    email: `${slug}@example.ca`,
    languages: ['fr', 'en'],
    social_links: [{ type: 'linkedin', url: `https://www.linkedin.com/in/${slug}` }],
  };
}

const brokers: MemberInputRaw[] = [
  ...DEMO_BROKERS.map((b, i) => broker({ name: b.name, licence: b.title, phone: b.phone, email: b.email, ...listingBrokerExtras[i]! })),
  ...moreBrokers.map((b) =>
    broker({ ...b, licence: title(b.female, b.aeo), email: `${slugify(b.name)}@example.ca` }),
  ),
];

const teams: MemberInputRaw[] = [
  {
    slug: 'equipe-tremblay',
    kind: 'team',
    name: 'Équipe Tremblay',
    licence_title: { fr: 'Équipe de courtiers immobiliers résidentiels', en: 'Team of residential real estate brokers' },
    agency: DEMO_AGENCY,
    office_slug: 'montreal',
    avatar: avatar('equipe-tremblay', 'Équipe Tremblay'),
    subtitle: { fr: 'Plateau, Rosemont et Sud-Ouest', en: 'Plateau, Rosemont and Sud-Ouest' },
    bio: {
      fr: 'Julie Tremblay, David Chen et Olivier Lapointe unissent leurs forces pour vendre plus vite et mieux à Montréal : une seule équipe, trois spécialités (plex, condos neufs, premières maisons) et quelqu’un pour vous répondre sept jours sur sept.',
      en: 'Julie Tremblay, David Chen and Olivier Lapointe join forces to sell faster and better in Montréal: one team, three specialties (plexes, new-build condos, first homes) and someone to answer you seven days a week.',
    },
    phone_display: '514 555-0123',
    phone_international: '+15145550123',
    email: 'equipe@example.com',
    languages: ['fr', 'en', 'zh'],
    team_member_slugs: ['julie-tremblay', 'david-chen', 'olivier-lapointe'],
  },
  {
    slug: 'equipe-rive-sud',
    kind: 'team',
    name: 'Équipe Rive-Sud',
    licence_title: { fr: 'Équipe de courtiers immobiliers', en: 'Team of real estate brokers' },
    agency: DEMO_AGENCY,
    office_slug: 'longueuil',
    avatar: avatar('equipe-rive-sud', 'Équipe Rive-Sud'),
    subtitle: { fr: 'Longueuil, Brossard et Boucherville', en: 'Longueuil, Brossard and Boucherville' },
    bio: {
      fr: 'Geneviève Pelletier, Karim Benali et Éric Bergeron connaissent chaque rue de la Rive-Sud : propriétés riveraines, condos près du REM et maisons de ville.',
      en: 'Geneviève Pelletier, Karim Benali and Éric Bergeron know every street of the South Shore: waterfront properties, condos near the REM and townhouses.',
    },
    phone_display: '450 555-0158',
    phone_international: '+14505550158',
    email: 'rive-sud@example.ca',
    languages: ['fr', 'en', 'ar'],
    team_member_slugs: ['genevieve-pelletier', 'karim-benali', 'eric-bergeron'],
  },
];

const administrators = [
  staff('administrator', 'Sophie Côté', 'montreal', '514 555-0161', { fr: 'Adjointe administrative', en: 'Administrative assistant' }, true),
  staff('administrator', 'Lucie Gagné', 'laval', '450 555-0112', { fr: 'Coordonnatrice marketing', en: 'Marketing coordinator' }, true),
  staff('administrator', 'Mathieu Desjardins', 'longueuil', '450 555-0195', { fr: 'Responsable de la conformité', en: 'Compliance officer' }, false),
];

const directors = [
  staff('director', 'Richard Lavoie', 'montreal', '514 555-0111', { fr: 'Directeur général', en: 'General manager' }, false),
  staff('director', 'Annie Bélanger', 'laval', '450 555-0121', { fr: 'Directrice des ventes', en: 'Sales director' }, true),
  staff('director', 'François Nadeau', 'longueuil', '450 555-0131', { fr: 'Directeur d’agence', en: 'Branch manager' }, false),
];

/**
 * Licence data of the demo people: OACIQ-style licence numbers (one letter, four digits: a
 * plausible format, not checked against the register) and photos taken within the last two
 * years, counted back from the day the demo is seeded so the photo rule passes.
 */
export function withLicence(member: MemberInputRaw, index: number, today = new Date()): MemberInputRaw {
  const licensed = member.kind === 'broker' || member.kind === 'director';
  const taken = new Date(today.getTime() - (21 + ((index * 37) % 680)) * 86_400_000);
  return {
    ...member,
    licence_number: licensed ? `${'HJDGEBKCFN'[index % 10]}${4827 + index * 131}` : '',
    photo_taken_on: taken.toISOString().slice(0, 10),
  };
}

export const demoMembers: MemberInputRaw[] = [...brokers, ...teams, ...administrators, ...directors].map((m, i) => withLicence(m, i));

/** The demo agency site's one member: its executive officer (an agency's supervisor is a licensed broker). */
export const demoAgencyMembers: MemberInputRaw[] = [
  withLicence(
    {
      ...staff('director', 'Josée Lefebvre', 'montreal', '450 555-0200', { fr: 'Dirigeante d’agence', en: 'Agency executive officer' }, true),
      office_slug: 'saint-jerome',
      agency: 'Agence Immobilière Laurentides',
      bio: { fr: 'Josée Lefebvre dirige l’agence et veille à la conformité de ses publicités.', en: 'Josée Lefebvre runs the agency and sees that its advertising complies.' },
    },
    40,
  ),
];

/** The executive officer of the demo broker site's agency (a member above, by slug). */
export const DEMO_EXECUTIVE_OFFICER = 'richard-lavoie';
