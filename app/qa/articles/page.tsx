/** /qa/articles: the blog's articles. */
export { default, generateMetadata } from '@/builder/articles/ArticlesScreen';
