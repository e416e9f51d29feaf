/** /qa/listings/{uls}: a screen of builder/. */
export { default, generateMetadata } from '@/builder/listings/EditListingPage';
