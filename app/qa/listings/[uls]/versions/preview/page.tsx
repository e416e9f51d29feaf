/** /qa/listings/{uls}/versions/preview?from=…&to=…: two versions of a listing side by side. */
export { default, generateMetadata } from '@/builder/listings/ListingVersionsPreview';
