import { defineBlockSpec } from '@/blocks/define-spec';
import { mapFullwidthBlockSchema } from './schema';

export const mapFullwidthBlockSpec = defineBlockSpec({
  type: 'map_fullwidth_block',
  category: 'media',
  clientMessages: ['places'],
  label: { fr: 'Carte pleine largeur', en: 'Fullwidth map' },
  schema: mapFullwidthBlockSchema,
  demo: {
    main_title: { fr: 'Nos bureaux sur la carte', en: 'Our offices on the map' },
    source: 'offices',
    office_slugs: [],
    map_markers_repeater: [],
  },
});
