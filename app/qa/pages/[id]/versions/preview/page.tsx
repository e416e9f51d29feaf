/** /qa/pages/:id/versions/preview?from=…&to=…: two versions of a page side by side. */
export { default, generateMetadata } from '@/builder/versions/PageVersionsPreview';
