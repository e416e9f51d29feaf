import 'server-only';
import type { Site } from '@/lib/sites/sites';
import type { Locale } from '@/lib/i18n/locales';
import { getProfileListings } from '@/lib/members/service';
import type { PublicPath } from '@/lib/serving/resolve-path';

/**
 * A broker's or team's profile page data: the member and its teams (what the path resolved to,
 * lib/serving/resolve-path.ts) with its listings and the site.
 */
export async function profileWithListings(profile: Extract<PublicPath, { kind: 'profile' }>['profile'], site: Site, locale: Locale) {
  const names = profile.member.kind === 'team' ? profile.member.team.map((m) => m.name) : [profile.member.name];
  const listings = await getProfileListings(site.id, names, locale);
  return { ...profile, listings, site };
}

export type Profile = Awaited<ReturnType<typeof profileWithListings>>;
