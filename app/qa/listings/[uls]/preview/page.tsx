/** /qa/listings/{uls}/preview: a screen of builder/. */
export { default } from '@/builder/listings/ListingPreviewPage';
