import { defineBlockSpec } from '@/blocks/define-spec';
import { categoriesSliderSchema } from './schema';

type Code = 'maison' | 'condo' | 'prop' | 'chalet' | 'terrain' | 'comm';
const category = (code: Code, img: string, fr: string, en: string) => ({
  property_type: code,
  main_title: { fr, en },
  image: { media: { fr: { url: img, alt: '' }, en: { url: img, alt: '' } } },
});

export const categoriesSliderBlockSpec = defineBlockSpec({
  type: 'categories_slider_block',
  category: 'properties',
  label: { fr: 'Carrousel de catégories de propriétés', en: 'Property categories slider' },
  schema: categoriesSliderSchema,
  demo: {
    main_title: { fr: 'Explorer par catégorie', en: 'Browse by category' },
    description: { fr: '<p>Le nombre de propriétés est mis à jour en continu.</p>', en: '<p>Property counts are updated continuously.</p>' },
    cta: { format: { type: 'button' }, url: { fr: '/fr/proprietes', en: '/en/properties' }, text: { fr: 'Toutes les propriétés', en: 'All properties' } },
    categories_repeater: [
      category('maison', '/demo/listings/maison-2.svg', 'Maisons unifamiliales', 'Single-family homes'),
      category('condo', '/demo/listings/condo-1.svg', 'Condos', 'Condos'),
      category('prop', '/demo/listings/plex-1.svg', 'Plex et immeubles à revenus', 'Plexes and income properties'),
      category('chalet', '/demo/listings/chalet-1.svg', 'Chalets', 'Cottages'),
      category('terrain', '/demo/listings/terrain-1.svg', 'Terrains', 'Land'),
      category('comm', '/demo/listings/commercial-1.svg', 'Commercial', 'Commercial'),
    ],
  },
});
