import { defineBlockSpec } from '@/blocks/define-spec';
import { iframeBlockSchema } from './schema';

export const iframeBlockSpec = defineBlockSpec({
  type: 'iframe_block',
  category: 'properties',
  label: { fr: 'Propriété en iframe', en: 'Property iframe' },
  schema: iframeBlockSchema,
  demo: {
    main_title: { fr: 'Simulateur de financement', en: 'Financing simulator' },
    core_data: {
      // The demo serves its own small tool page (public/demo/iframe/) that posts its height.
      iframeUrl: { fr: '/demo/iframe/outil.html?lang=fr', en: '/demo/iframe/outil.html?lang=en' },
      iframeQueryParams: {},
    },
  },
});
