import { defineBlockSpec } from '@/blocks/define-spec';
import { coordinatesMapBlockSchema } from './schema';

export const coordinatesMapBlockSpec = defineBlockSpec({
  type: 'coordinates_map_block',
  category: 'media',
  clientMessages: ['places'],
  label: { fr: 'Carte à coordonnées', en: 'Coordinates map' },
  schema: coordinatesMapBlockSchema,
  demo: {
    main_title: { fr: 'Venez nous voir', en: 'Come and see us' },
    coords: { lat: 45.4987, lng: -73.5714 },
    zoom: 15,
    marker_title: { fr: 'Bureau de Montréal', en: 'Montréal office' },
  },
});
