/** /qa/media: a screen of builder/. */
export { default, generateMetadata } from '@/builder/media/MediaPage';
