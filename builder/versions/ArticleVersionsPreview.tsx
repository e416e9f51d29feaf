import { renderVersionPreview, versionPreviewMetadata, type VersionPreviewProps } from './VersionPreviewScreen';

/** /qa/articles/{id}/versions/preview: two versions of an article side by side. */
export default function ArticleVersionsPreview(props: VersionPreviewProps) {
  // Called, not rendered as an element: its refusals (403, 404) happen before anything streams.
  return renderVersionPreview({ kind: 'article', ...props });
}

export { versionPreviewMetadata as generateMetadata };
