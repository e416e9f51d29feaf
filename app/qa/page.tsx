/** /qa: the site's pages (the editor's home). */
export { default, generateMetadata } from '@/builder/pages/PagesScreen';
