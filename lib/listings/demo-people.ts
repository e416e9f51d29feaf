import type { Broker, Office } from './types';
import { DEMO_BROKER } from '@/lib/demo/identity';

/** Fictional brokers and offices for generated listings (no real person or firm). */
export const DEMO_BROKERS: Broker[] = [
  // The demo site's own broker: the same phone and e-mail as its header, footer and contact page.
  { name: DEMO_BROKER.name, title: { fr: 'Courtière immobilière résidentielle', en: 'Residential real estate broker' }, phone: DEMO_BROKER.phone.fr, email: DEMO_BROKER.email },
  { name: 'Marc-André Gagnon', title: { fr: 'Courtier immobilier', en: 'Real estate broker' }, phone: '450 555-0178', email: 'marc-andre.gagnon@example.ca' },
  { name: 'Sophie Bouchard', title: { fr: 'Courtière immobilière agréée DA', en: 'Chartered real estate broker AEO' }, phone: '418 555-0115', email: 'sophie.bouchard@example.ca' },
  { name: 'David Chen', title: { fr: 'Courtier immobilier résidentiel', en: 'Residential real estate broker' }, phone: '514 555-0190', email: 'david.chen@example.ca' },
  { name: 'Isabelle Côté', title: { fr: 'Courtière immobilière', en: 'Real estate broker' }, phone: '819 555-0133', email: 'isabelle.cote@example.ca' },
  { name: 'Patrick Leblanc', title: { fr: 'Courtier immobilier commercial', en: 'Commercial real estate broker' }, phone: '514 555-0107', email: 'patrick.leblanc@example.ca' },
  { name: 'Nadia Haddad', title: { fr: 'Courtière immobilière résidentielle', en: 'Residential real estate broker' }, phone: '450 555-0164', email: 'nadia.haddad@example.ca' },
  { name: 'Éric Bergeron', title: { fr: 'Courtier immobilier', en: 'Real estate broker' }, phone: '418 555-0151', email: 'eric.bergeron@example.ca' },
  { name: 'Catherine Morin', title: { fr: 'Courtière immobilière agréée DA', en: 'Chartered real estate broker AEO' }, phone: '819 555-0126', email: 'catherine.morin@example.ca' },
  { name: 'Alexandre Roy', title: { fr: 'Courtier immobilier résidentiel', en: 'Residential real estate broker' }, phone: '450 555-0119', email: 'alexandre.roy@example.ca' },
];

export const DEMO_OFFICES: Office[] = [
  { name: 'Agence Plateau-Mont-Royal', address: '4200, rue Saint-Denis, Montréal', phone: '514 555-0100' },
  { name: 'Agence Rive-Sud', address: '1500, boulevard Taschereau, Longueuil', phone: '450 555-0100' },
  { name: 'Agence Laurentides', address: '225, rue Principale, Saint-Sauveur', phone: '450 555-0200' },
  { name: 'Agence Capitale', address: '1000, route de l’Église, Québec', phone: '418 555-0100' },
  { name: 'Agence Outaouais', address: '75, boulevard Saint-Joseph, Gatineau', phone: '819 555-0100' },
  { name: 'Agence Estrie', address: '300, rue King Ouest, Sherbrooke', phone: '819 555-0200' },
];

/**
 * Where each office is and who works there: a listing is handled by the office nearest to it
 * and by one of that office's brokers (same area code), so a Laval listing never shows a
 * Gatineau office.
 */
const OFFICE_PLACES: { office: Office; lat: number; lng: number; brokers: string[] }[] = [
  { office: DEMO_OFFICES[0]!, lat: 45.5265, lng: -73.5806, brokers: [DEMO_BROKER.name, 'David Chen', 'Patrick Leblanc'] },
  { office: DEMO_OFFICES[1]!, lat: 45.5089, lng: -73.4662, brokers: ['Nadia Haddad', 'Alexandre Roy'] },
  { office: DEMO_OFFICES[2]!, lat: 45.8957, lng: -74.1565, brokers: ['Marc-André Gagnon'] },
  { office: DEMO_OFFICES[3]!, lat: 46.7867, lng: -71.2873, brokers: ['Sophie Bouchard', 'Éric Bergeron'] },
  { office: DEMO_OFFICES[4]!, lat: 45.4437, lng: -75.7353, brokers: ['Isabelle Côté'] },
  { office: DEMO_OFFICES[5]!, lat: 45.3967, lng: -71.9168, brokers: ['Catherine Morin'] },
];

/** The office nearest to a point (equirectangular distance: enough to rank offices in Québec). */
export function nearestDemoOffice(lat: number, lng: number): (typeof OFFICE_PLACES)[number] {
  const distance = (p: { lat: number; lng: number }) => {
    const x = (p.lng - lng) * Math.cos(((p.lat + lat) / 2) * (Math.PI / 180));
    return x * x + (p.lat - lat) ** 2;
  };
  return OFFICE_PLACES.reduce((best, place) => (distance(place) < distance(best) ? place : best));
}

/** The office and broker of a listing at (lat, lng); `pick` in [0, 1) chooses among the office's brokers. */
export function demoPeopleFor(lat: number, lng: number, pick: number): { office: Office; broker: Broker } {
  const place = nearestDemoOffice(lat, lng);
  const name = place.brokers[Math.min(place.brokers.length - 1, Math.floor(pick * place.brokers.length))]!;
  return { office: place.office, broker: DEMO_BROKERS.find((b) => b.name === name)! };
}
