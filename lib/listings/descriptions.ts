import type { PropertyTypeCode } from './property-types';
import type { Transaction } from './types';

const NOUN: Record<PropertyTypeCode, { fr: string; en: string }> = {
  maison: { fr: 'Belle maison unifamiliale', en: 'Lovely single-family home' },
  condo: { fr: 'Condo lumineux', en: 'Bright condo' },
  prop: { fr: 'Immeuble à revenus bien entretenu', en: 'Well-kept income property' },
  ferme: { fr: 'Fermette paisible', en: 'Peaceful hobby farm' },
  chalet: { fr: 'Chalet chaleureux', en: 'Cosy cottage' },
  terrain: { fr: 'Grand terrain', en: 'Large lot' },
  comm: { fr: 'Local commercial', en: 'Commercial space' },
};

/** A short bilingual description built from the listing's facts. */
export function listingDescription(facts: {
  type: PropertyTypeCode;
  transaction: Transaction;
  bedrooms: number | null;
  area: number | null;
  municipality: string;
  year_built: number | null;
}): { fr: string; en: string } {
  const noun = NOUN[facts.type];
  const fr: string[] = [];
  const en: string[] = [];
  if (facts.bedrooms) {
    fr.push(`${facts.bedrooms} chambre${facts.bedrooms > 1 ? 's' : ''}`);
    en.push(`${facts.bedrooms} bedroom${facts.bedrooms > 1 ? 's' : ''}`);
  }
  if (facts.area) {
    fr.push(`${facts.area.toLocaleString('fr-CA')} pi² habitables`);
    en.push(`${facts.area.toLocaleString('en-CA')} sq. ft. of living space`);
  }
  if (facts.year_built) {
    fr.push(`construit en ${facts.year_built}`);
    en.push(`built in ${facts.year_built}`);
  }
  const sentence = (parts: string[]) => (parts.length ? ` ${parts.join(', ').replace(/^./, (c) => c.toUpperCase())}.` : '');
  return {
    fr: `${noun.fr} ${facts.transaction === 'rent' ? 'à louer' : 'à vendre'} à ${facts.municipality}.${sentence(fr)} Près des services, des écoles et des transports. Visite sur rendez-vous.`,
    en: `${noun.en} ${facts.transaction === 'rent' ? 'for rent' : 'for sale'} in ${facts.municipality}.${sentence(en)} Close to services, schools and transit. Visits by appointment.`,
  };
}
