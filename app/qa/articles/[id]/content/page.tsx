/** /qa/articles/:id/content: an article's body in the Puck workspace. */
export { default, generateMetadata } from '@/builder/articles/ArticleContentScreen';
