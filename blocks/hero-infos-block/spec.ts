import { defineBlockSpec } from '@/blocks/define-spec';
import { heroInfosSchema } from './schema';
import { demoMedia } from '@/lib/demo/media';

export const heroInfosBlockSpec = defineBlockSpec({
  type: 'hero_infos_block',
  category: 'heroes',
  label: { fr: 'Héros : appel à l’action et infos', en: 'Hero: call to action and infos' },
  schema: heroInfosSchema,
  demo: {
    align_y: 'center',
    orientation_x: 'left',
    super_title: { fr: 'Notre approche', en: 'Our approach' },
    main_title: { fr: 'Un courtier engagé du premier appel à la signature', en: 'A committed broker from the first call to the signing' },
    sub_title: {
      fr: '<p>Depuis 2009, Julie Tremblay accompagne acheteurs et vendeurs à Montréal, Laval et sur la Rive-Nord avec une méthode simple : écouter, conseiller, négocier.</p>',
      en: '<p>Since 2009, Julie Tremblay has guided buyers and sellers in Montréal, Laval and the North Shore with a simple method: listen, advise, negotiate.</p>',
    },
    list_items_repeater: [
      { icon: { type: 'award' }, main_title: { fr: '350 transactions', en: '350 transactions' }, description: { fr: 'conclues depuis 15 ans', en: 'closed over 15 years' } },
      { icon: { type: 'clock' }, main_title: { fr: '24 jours', en: '24 days' }, description: { fr: 'délai de vente moyen en 2024', en: 'average time to sell in 2024' } },
      { icon: { type: 'star' }, main_title: { fr: '4,9 sur 5', en: '4.9 out of 5' }, description: { fr: 'selon 180 avis clients', en: 'from 180 client reviews' } },
    ],
    icon_links_repeater: [
      { icon: { type: 'phone' }, url: { fr: 'tel:+15145550123', en: 'tel:+15145550123' }, text: { fr: '514 555-0123', en: '514 555-0123' } },
      { icon: { type: 'mail' }, url: { fr: 'mailto:info@courtier-demo.ca', en: 'mailto:info@courtier-demo.ca' }, text: { fr: 'info@courtier-demo.ca', en: 'info@courtier-demo.ca' } },
    ],
    cta_repeater: [
      { url: { fr: '/fr/contact', en: '/en/contact' }, text: { fr: 'Prendre rendez-vous', en: 'Book a meeting' } },
      { url: { fr: '/fr/evaluation-gratuite', en: '/en/free-valuation' }, text: { fr: 'Évaluation gratuite', en: 'Free valuation' } },
    ],
    bg_media: {
      type: 'image',
      image: {
        media: demoMedia('/demo/heroes/modern-house-golden-hour.jpg', 'Maison moderne au coucher du soleil', 'Modern house at sunset'),
      },
    },
  },
});
