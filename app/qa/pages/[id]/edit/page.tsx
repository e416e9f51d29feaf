/** /qa/pages/:id/edit: a page in the Puck workspace. */
export { default, generateMetadata } from '@/builder/pages/PageEditScreen';
