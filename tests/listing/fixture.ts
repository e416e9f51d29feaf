import type { Listing } from '@/components/listing/listing-text';

/** A Montréal condo for sale, shaped as getListingByUls returns it. */
export const listingFixture: Listing = {
  uls: 12345678,
  type: 'condo',
  transaction: 'sale',
  status: 'active',
  price: 489000,
  street: '4521, rue Saint-Denis',
  postal_code: 'H2J 2L4',
  municipality: { code: '66023', name: 'Montréal', region: 'Montréal' },
  coords: { lat: 45.5262, lng: -73.5854 },
  bedrooms: 2,
  bathrooms: 0,
  area: 1150,
  lot_area: null,
  year_built: 2012,
  badge: 'new',
  open_house_dates: [{ start: '2026-12-05T18:00:00.000Z', end: '2026-12-05T20:00:00.000Z' }],
  photos: ['/demo/listings/condo-1.svg', '/demo/listings/interieur-salon.svg', '/demo/listings/interieur-cuisine.svg'],
  description: {
    fr: 'Condo lumineux au cœur du Plateau, à deux pas du métro Mont-Royal. Cuisine rénovée </script> et balcon.',
    en: 'Bright condo in the heart of the Plateau, steps from Mont-Royal metro. Renovated kitchen and balcony.',
  },
  broker: {
    name: 'Julie Tremblay',
    title: { fr: 'Courtière immobilière résidentielle', en: 'Residential real estate broker' },
    phone: '514 555-0142',
    email: 'julie.tremblay@example.ca',
  },
  office: { name: 'Agence Plateau-Mont-Royal', address: '4200, rue Saint-Denis, Montréal', phone: '514 555-0100' },
  listed_at: '2026-11-01T14:00:00.000Z',
  slug: '4521-rue-saint-denis-montreal',
  paths: { fr: '/fr/proprietes/4521-rue-saint-denis-montreal-12345678', en: '/en/properties/4521-rue-saint-denis-montreal-12345678' },
};
