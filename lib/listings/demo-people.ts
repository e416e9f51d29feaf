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
