/** /qa/listings/new: a screen of builder/. */
export { default, generateMetadata } from '@/builder/listings/NewListingPage';
