/** /qa/offices: the site's offices. */
export { default, generateMetadata } from '@/builder/collections/OfficesScreen';
