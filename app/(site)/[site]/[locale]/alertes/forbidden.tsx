import { LinkProblem } from '@/components/alerts/LinkProblem';

/** An expired alert link: 403 in the site's chrome. */
export default function AlertLinkExpired() {
  return <LinkProblem reason="expired" />;
}
