import { defineBlock } from '../define-block';
import { IframeBlock } from './IframeBlock';
import { iframeBlockSchema } from './schema';

export const iframeBlock = defineBlock({
  type: 'iframe_block',
  category: 'properties',
  label: { fr: 'Propriété en iframe', en: 'Property iframe' },
  schema: iframeBlockSchema,
  component: IframeBlock,
  demo: {
    main_title: { fr: 'Simulateur de financement', en: 'Financing simulator' },
    core_data: {
      // The demo serves its own small tool page (public/demo/iframe/) that posts its height.
      iframeUrl: { fr: '/demo/iframe/outil.html?lang=fr', en: '/demo/iframe/outil.html?lang=en' },
      iframeQueryParams: {},
    },
  },
});
