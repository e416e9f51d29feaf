/** /qa/partners: the site's partners and bank partners. */
export { default, generateMetadata } from '@/builder/collections/PartnersScreen';
