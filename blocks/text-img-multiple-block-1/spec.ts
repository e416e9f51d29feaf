import { defineBlockSpec } from '@/blocks/define-spec';
import { textImgMultipleSchema } from './schema';

const img = (url: string, fr: string, en: string) => ({ media: { media: { fr: { url, alt: fr }, en: { url, alt: en } } } });

export const textImgMultipleBlockSpec = defineBlockSpec({
  type: 'text_img_multiple_block_1',
  category: 'text',
  label: { fr: 'Texte et images (rangées)', en: 'Text and images (rows)' },
  schema: textImgMultipleSchema,
  demo: {
    main_title: { fr: 'Acheter avec une courtière à vos côtés', en: 'Buying with a broker by your side' },
    description: { fr: '<p>Ce que nous faisons pour vous, de la première visite à la remise des clés.</p>', en: '<p>What we do for you, from the first visit to getting the keys.</p>' },
    rows_repeater: [
      {
        orientation_x: 'left',
        text_row: {
          main_title: { fr: 'Des visites bien préparées', en: 'Well-prepared visits' },
          description: {
            fr: '<p>Nous vérifions l’historique de chaque propriété, les taxes municipales et scolaires et les ventes comparables <strong>avant</strong> la visite.</p>',
            en: '<p>We check each property’s history, municipal and school taxes and comparable sales <strong>before</strong> the visit.</p>',
          },
          cta_repeater: [{ url: { fr: '/fr/proprietes', en: '/en/properties' }, text: { fr: 'Voir les propriétés', en: 'See properties' } }],
        },
        media_row: { medias_repeater: [img('/demo/listings/interieur-cuisine.svg', 'Cuisine rénovée d’un cottage à Laval', 'Renovated kitchen of a Laval cottage')] },
      },
      {
        orientation_x: 'right',
        text_row: {
          main_title: { fr: 'Une offre qui vous protège', en: 'An offer that protects you' },
          description: {
            fr: '<p>Inspection, financement, vente de votre propriété actuelle : nous rédigeons les conditions qui comptent pour vous.</p>',
            en: '<p>Inspection, financing, sale of your current home: we write the conditions that matter to you.</p>',
          },
          contact_info_repeater: [
            {
              main_title: { fr: 'Une question sur une offre?', en: 'A question about an offer?' },
              description: { fr: '<p>Du lundi au samedi, de 8 h à 20 h.</p>', en: '<p>Monday to Saturday, 8 a.m. to 8 p.m.</p>' },
              icon_links_repeater: [{ icon: { type: 'phone' }, url: { fr: 'tel:+15145550123', en: 'tel:+15145550123' }, text: { fr: '514 555-0123', en: '514 555-0123' } }],
            },
          ],
        },
        media_row: {
          medias_repeater: [
            img('/demo/listings/maison-1.svg', 'Maison à étages à Terrebonne', 'Two-storey house in Terrebonne'),
            img('/demo/listings/interieur-chambre.svg', 'Chambre principale lumineuse', 'Bright primary bedroom'),
          ],
        },
      },
    ],
  },
});
