/** /qa/site/header-footer: the site's header or footer in Puck. */
export { default, generateMetadata } from '@/builder/navigation/HeaderFooterScreen';
