import { MyDataLinkProblem } from '@/components/my-data/LinkProblem';

/** A forged, unknown or other site's "My data" link: 404 in the site's chrome. */
export default function MyDataLinkNotFound() {
  return <MyDataLinkProblem reason="invalid" locale="en" />;
}
