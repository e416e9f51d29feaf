/** /qa/feeds: a screen of builder/. */
export { default, generateMetadata } from '@/builder/feeds/FeedsPage';
