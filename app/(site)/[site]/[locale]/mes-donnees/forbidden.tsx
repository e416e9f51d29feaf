import { MyDataLinkProblem } from '@/components/my-data/LinkProblem';

/** An expired "My data" link: 403 in the site's chrome. */
export default function MyDataLinkExpired() {
  return <MyDataLinkProblem reason="expired" locale="fr" />;
}
