import { defineBlockSpec } from '@/blocks/define-spec';
import { heroSliderSchema } from './schema';

const image = (url: string, fr: string, en: string) => ({
  type: 'image' as const,
  image: { media: { fr: { url, alt: fr }, en: { url, alt: en } }, center: { x: 50, y: 55 } },
});

export const heroSliderBlockSpec = defineBlockSpec({
  type: 'hero_slider_block',
  category: 'heroes',
  label: { fr: 'Héros : diaporama', en: 'Hero: slider' },
  schema: heroSliderSchema,
  demo: {
    show_preview: true,
    hero_repeater: [
      {
        bg_media: image('/demo/heroes/quebec-city-blue-hour.jpg', 'Le Vieux-Québec à l’heure bleue', 'Old Québec at blue hour'),
        main_title: { fr: 'Vendre au juste prix, sans stress', en: 'Sell at the right price, stress-free' },
        description: {
          fr: '<p>Une mise en marché complète : photos professionnelles, visite virtuelle et diffusion sur Centris.</p>',
          en: '<p>Complete marketing: professional photos, virtual tour and Centris listing.</p>',
        },
        cta_repeater: [{ url: { fr: '/fr/evaluation-gratuite', en: '/en/free-valuation' }, text: { fr: 'Évaluer ma propriété', en: 'Value my property' } }],
      },
      {
        bg_media: image('/demo/heroes/laval-family-home.jpg', 'Maison familiale à Laval', 'Family home in Laval'),
        main_title: { fr: 'Trouver la maison qui vous ressemble', en: 'Find the home that fits you' },
        description: {
          fr: '<p>Recevez les nouvelles inscriptions de Laval, Longueuil et Montréal avant tout le monde.</p>',
          en: '<p>Get new listings in Laval, Longueuil and Montréal before everyone else.</p>',
        },
        cta_repeater: [{ url: { fr: '/fr/alerte-proprietes', en: '/en/property-alerts' }, text: { fr: 'Créer une alerte', en: 'Create an alert' } }],
      },
      {
        bg_media: image('/demo/heroes/condo-living-room.jpg', 'Salon lumineux d’un condo', 'Bright condo living room'),
        main_title: { fr: 'Premier achat? On vous accompagne', en: 'First purchase? We’ll guide you' },
        description: {
          fr: '<p>Mise de fonds, RAP, inspection : chaque étape expliquée simplement.</p>',
          en: '<p>Down payment, HBP, inspection: every step explained simply.</p>',
        },
        cta_repeater: [{ url: { fr: '/fr/calculatrice-hypothecaire', en: '/en/mortgage-calculator' }, text: { fr: 'Calculer mes paiements', en: 'Calculate my payments' } }],
      },
    ],
  },
});
