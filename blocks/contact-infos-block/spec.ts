import { DEMO_BROKER } from '@/lib/demo/identity';
import { defineBlockSpec } from '@/blocks/define-spec';
import { contactInfosParams } from './params';
import { contactInfosSchema } from './schema';

const iconLink = (icon: string, url: { fr: string; en: string }, text: { fr: string; en: string }) => ({
  icon_link: { target: '_self' as const, icon: { type: icon, align: 'left' as const }, url, text },
});

export const contactInfosBlockSpec = defineBlockSpec({
  type: 'contact_infos_block',
  category: 'forms',
  label: { fr: 'Coordonnées', en: 'Contact information' },
  schema: contactInfosSchema,
  params: contactInfosParams,
  demo: {
    main_title: { fr: 'Nos coordonnées', en: 'How to reach us' },
    description: {
      fr: '<p>Notre bureau est ouvert du lundi au vendredi de 9 h à 17 h, et le samedi sur rendez-vous.</p>',
      en: '<p>Our office is open Monday to Friday, 9 a.m. to 5 p.m., and on Saturdays by appointment.</p>',
    },
    icon_links_repeater: [
      iconLink('phone', { fr: DEMO_BROKER.tel, en: DEMO_BROKER.tel }, DEMO_BROKER.phone),
      iconLink('mail', { fr: `mailto:${DEMO_BROKER.email}`, en: `mailto:${DEMO_BROKER.email}` }, { fr: DEMO_BROKER.email, en: DEMO_BROKER.email }),
      iconLink(
        'map-pin',
        { fr: 'https://www.google.com/maps/search/?api=1&query=1250+boulevard+René-Lévesque+Ouest+Montréal', en: 'https://www.google.com/maps/search/?api=1&query=1250+boulevard+René-Lévesque+Ouest+Montréal' },
        { fr: '1250, boul. René-Lévesque Ouest, Montréal (Québec) H3B 4W8', en: '1250 René-Lévesque Blvd. West, Montréal, QC H3B 4W8' },
      ),
    ],
  },
  demoParams: { orientation: 'left' },
});
