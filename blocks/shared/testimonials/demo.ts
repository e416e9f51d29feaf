/**
 * Demo testimonials shared by the testimonial blocks: clients of the demo broker site
 * (Julie Tremblay, courtier immobilier) across Québec, in both languages.
 */
const avatar = (id: string, name: string) => ({
  media: { fr: { url: `/demo/people/${id}.svg`, alt: name }, en: { url: `/demo/people/${id}.svg`, alt: name } },
});

export interface DemoQuote {
  id: string;
  name: string;
  subtitle: { fr: string; en: string };
  text: { fr: string; en: string };
  date: string;
  score: number;
}

export const demoQuotes: DemoQuote[] = [
  {
    id: 'marie-claude-gagnon',
    name: 'Marie-Claude Gagnon',
    subtitle: { fr: 'Vendeuse, condo à Rosemont', en: 'Seller, condo in Rosemont' },
    text: {
      fr: 'Julie a vendu notre condo de Rosemont en neuf jours, au-dessus du prix demandé. Elle nous a conseillé sur la mise en valeur, a organisé deux visites libres et a négocié avec trois acheteurs à la fois sans jamais nous mettre de pression. Tout au long du processus, elle a répondu à nos questions le soir comme la fin de semaine, et elle a coordonné le notaire et l’inspecteur pour que la date de remise des clés corresponde à notre déménagement à Sherbrooke. Nous la recommandons sans hésiter.',
      en: 'Julie sold our Rosemont condo in nine days, above the asking price. She advised us on staging, held two open houses and negotiated with three buyers at once without ever pressuring us. Throughout the process she answered our questions in the evening and on weekends, and she coordinated the notary and the inspector so that the key handover matched our move to Sherbrooke. We recommend her without hesitation.',
    },
    date: '2026-09-14',
    score: 5,
  },
  {
    id: 'etienne-bouchard',
    name: 'Étienne Bouchard',
    subtitle: { fr: 'Premier achat, Limoilou', en: 'First-time buyer, Limoilou' },
    text: {
      fr: 'Pour un premier achat, j’avais mille questions. Julie m’a expliqué la mise de fonds minimale, l’assurance SCHL et le test de résistance avant même la première visite. Nous avons trouvé un 5 ½ à Limoilou dans mon budget.',
      en: 'As a first-time buyer I had a thousand questions. Julie explained the minimum down payment, CMHC insurance and the stress test before the first visit. We found a five-and-a-half in Limoilou within my budget.',
    },
    date: '2026-07-02',
    score: 5,
  },
  {
    id: 'sophie-lavoie',
    name: 'Sophie Lavoie',
    subtitle: { fr: 'Achat d’un duplex, Laval', en: 'Duplex purchase, Laval' },
    text: {
      fr: 'Excellente connaissance du marché lavallois. Julie a repéré des problèmes de drainage que nous n’avions pas vus et a fait baisser le prix de 18 000 $ après l’inspection. Les revenus du duplex couvrent maintenant près de la moitié de notre hypothèque.',
      en: 'Excellent knowledge of the Laval market. Julie spotted drainage problems we had missed and had the price lowered by $18,000 after the inspection. The duplex income now covers almost half of our mortgage.',
    },
    date: '2026-04-21',
    score: 4.5,
  },
  {
    id: 'olivier-cote',
    name: 'Olivier Côté',
    subtitle: { fr: 'Vendeur, maison à Lévis', en: 'Seller, house in Lévis' },
    text: {
      fr: 'Service professionnel, photos magnifiques et une stratégie de prix réaliste. Notre maison de Lévis s’est vendue en trois semaines.',
      en: 'Professional service, beautiful photos and a realistic pricing strategy. Our Lévis house sold in three weeks.',
    },
    date: '2025-11-30',
    score: 5,
  },
  {
    id: 'nadia-belanger',
    name: 'Nadia Bélanger',
    subtitle: { fr: 'Achat d’un chalet, Magog', en: 'Cottage purchase, Magog' },
    text: {
      fr: 'Julie nous a accompagnés pour l’achat d’un chalet près du lac Memphrémagog : vérification de la fosse septique, du puits et du droit de passage. Très rigoureuse, on s’est sentis en confiance du début à la fin.',
      en: 'Julie guided us through buying a cottage near Lake Memphremagog: checking the septic tank, the well and the right of way. Very thorough; we felt confident from start to finish.',
    },
    date: '2025-08-09',
    score: 4,
  },
  {
    id: 'david-nguyen',
    name: 'David Nguyen',
    subtitle: { fr: 'Vendeur et acheteur, Brossard', en: 'Seller and buyer, Brossard' },
    text: {
      fr: 'Vendre et acheter en même temps nous faisait peur. Julie a synchronisé les deux transactions à deux jours près. Communication impeccable.',
      en: 'Selling and buying at the same time scared us. Julie synchronised both transactions to within two days. Flawless communication.',
    },
    date: '2025-05-17',
    score: 5,
  },
];

export const demoAvatar = (q: DemoQuote) => avatar(q.id, q.name);

/**
 * Each demo client's consent to publishing their words (rule testimonial_consent): given a few
 * days after their review, by e-mail, on the site's form or signed.
 */
export function demoConsent(q: DemoQuote): { consent_date: string; consent_method: 'written' | 'email' | 'form' } {
  const index = demoQuotes.indexOf(q);
  const day = new Date(Date.parse(`${q.date}T12:00:00Z`) + (3 + index) * 86_400_000).toISOString().slice(0, 10);
  return { consent_date: day, consent_method: (['email', 'form', 'written'] as const)[index % 3]! };
}
