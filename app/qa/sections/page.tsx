/** /qa/sections: a page's sections as a list (add, move, configure). */
export { default, generateMetadata } from '@/builder/sections/SectionsScreen';
