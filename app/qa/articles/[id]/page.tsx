/** /qa/articles/:id: an article's details, publication and versions. */
export { default, generateMetadata } from '@/builder/articles/ArticleScreen';
