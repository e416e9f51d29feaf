/**
 * The four kinds of site and what the kind changes on the public site. Spec 000
 * knows two, broker and agency: contact form titles are "individual when the site type is
 * broker and group otherwise", and "the brand logo is forced when the site type is agency"
 * (landing hero; the contact modal without a recipient shows the franchise logo). Read
 * literally for the two new kinds: a team's site and an office's site speak for a group (like
 * an agency's) and keep their own avatar (the franchise logo is the agency's own).
 */
export const siteTypes = ['broker', 'team', 'office', 'agency'] as const;
export type SiteType = (typeof siteTypes)[number];

/** Forms addressed to the site itself speak in the first person (one broker) or for a group. */
export function speaksForOnePerson(type: SiteType): boolean {
  return type === 'broker';
}

/** The franchise's brand logo stands for the site (landing hero avatar, modal without a recipient). */
export function brandLogoForced(type: SiteType): boolean {
  return type === 'agency';
}
