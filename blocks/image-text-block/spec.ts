import { defineBlockSpec } from '@/blocks/define-spec';
import { imageTextSchema } from './schema';
import { demoMedia } from '@/lib/demo/media';

export const imageTextBlockSpec = defineBlockSpec({
  type: 'image_text_block',
  category: 'media',
  label: { fr: 'Image et texte', en: 'Image and text' },
  schema: imageTextSchema,
  demo: {
    orientation_x: 'left',
    main_title: { fr: 'Une mise en valeur qui fait vendre', en: 'Staging that sells' },
    description: {
      fr: '<p>Avant la mise en marché, nous visitons votre propriété avec une <strong>conseillère en home staging</strong> : quelques ajustements simples suffisent souvent à obtenir plus de visites.</p><ul><li>Photos professionnelles et plan d’étage</li><li>Visite virtuelle 3D</li><li>Diffusion sur Centris et les réseaux sociaux</li></ul>',
      en: '<p>Before listing, we visit your property with a <strong>home staging consultant</strong>: a few simple changes often bring many more visits.</p><ul><li>Professional photos and floor plan</li><li>3D virtual tour</li><li>Listing on Centris and social media</li></ul>',
    },
    block_image: {
      media: demoMedia('/demo/listings/interieur-salon.svg', 'Salon mis en valeur avant une vente', 'Living room staged before a sale'),
    },
    cta_repeater: [{ url: { fr: '/fr/evaluation-gratuite', en: '/en/free-valuation' }, text: { fr: 'Planifier une visite d’évaluation', en: 'Book a valuation visit' } }],
  },
});
