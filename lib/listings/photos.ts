import type { PropertyTypeCode } from './property-types';

/** Local illustrations shipped in public/demo/listings (no remote images). */
const DIR = '/demo/listings';

export const EXTERIOR_PHOTOS: Record<PropertyTypeCode, string[]> = {
  maison: [`${DIR}/maison-1.svg`, `${DIR}/maison-2.svg`],
  condo: [`${DIR}/condo-1.svg`, `${DIR}/condo-2.svg`],
  prop: [`${DIR}/plex-1.svg`],
  ferme: [`${DIR}/ferme-1.svg`],
  chalet: [`${DIR}/chalet-1.svg`],
  terrain: [`${DIR}/terrain-1.svg`],
  comm: [`${DIR}/commercial-1.svg`],
};

export const INTERIOR_PHOTOS = [`${DIR}/interieur-cuisine.svg`, `${DIR}/interieur-salon.svg`, `${DIR}/interieur-chambre.svg`];

export const ALL_LISTING_PHOTOS = [...new Set([...Object.values(EXTERIOR_PHOTOS).flat(), ...INTERIOR_PHOTOS])];
