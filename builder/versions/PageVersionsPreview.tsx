import { renderVersionPreview, versionPreviewMetadata, type VersionPreviewProps } from './VersionPreviewScreen';

/** /qa/pages/{id}/versions/preview: two versions of a page side by side. */
export default function PageVersionsPreview(props: VersionPreviewProps) {
  // Called, not rendered as an element: its refusals (403, 404) happen before anything streams.
  return renderVersionPreview({ kind: 'page', ...props });
}

export { versionPreviewMetadata as generateMetadata };
