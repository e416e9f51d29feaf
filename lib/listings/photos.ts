import type { PropertyTypeCode } from './property-types';

/**
 * Local illustrations shipped in public/demo/listings (no remote images): the first of each
 * kind hand-made, the others from scripts/generate-listing-illustrations.mjs (storeys,
 * siding, roof, season), so a page of results does not repeat the same few pictures.
 */
const DIR = '/demo/listings';
const range = (prefix: string, last: number) => Array.from({ length: last }, (_, i) => `${DIR}/${prefix}-${i + 1}.svg`);

export const EXTERIOR_PHOTOS: Record<PropertyTypeCode, string[]> = {
  maison: range('maison', 12),
  condo: range('condo', 8),
  prop: range('plex', 7),
  ferme: range('ferme', 4),
  chalet: range('chalet', 6),
  terrain: range('terrain', 4),
  comm: range('commercial', 4),
};

const ROOMS = ['cuisine', 'salon', 'chambre', 'salle-de-bain', 'salle-a-manger', 'bureau'] as const;

/** Interiors by room: the hand-made cuisine, salon and chambre, then two generated variants of each room. */
export const INTERIOR_PHOTOS_BY_ROOM: Record<(typeof ROOMS)[number], string[]> = Object.fromEntries(
  ROOMS.map((room) => [
    room,
    [...(['cuisine', 'salon', 'chambre'].includes(room) ? [`${DIR}/interieur-${room}.svg`] : []), `${DIR}/interieur-${room}-2.svg`, `${DIR}/interieur-${room}-3.svg`],
  ]),
) as Record<(typeof ROOMS)[number], string[]>;

export const INTERIOR_PHOTOS = Object.values(INTERIOR_PHOTOS_BY_ROOM).flat();

export const ALL_LISTING_PHOTOS = [...new Set([...Object.values(EXTERIOR_PHOTOS).flat(), ...INTERIOR_PHOTOS])];
