/** /qa/articles/:id/versions/preview?from=…&to=…: two versions of an article side by side. */
export { default, generateMetadata } from '@/builder/versions/ArticleVersionsPreview';
