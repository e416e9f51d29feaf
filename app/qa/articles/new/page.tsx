/** /qa/articles/new: a new article. */
export { default, generateMetadata } from '@/builder/articles/NewArticleScreen';
