/** /qa/listings: a screen of builder/. */
export { default, generateMetadata } from '@/builder/listings/ListingsPage';
