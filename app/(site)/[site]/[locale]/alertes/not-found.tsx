import { LinkProblem } from '@/components/alerts/LinkProblem';

/** A tampered or unknown alert link: 404 in the site's chrome. */
export default function AlertLinkNotFound() {
  return <LinkProblem reason="invalid" />;
}
