import 'server-only';
import { cache } from 'react';
import { getRequestSite } from '@/lib/cms/cached';
import type { Locale } from '@/lib/i18n/locales';
import { hasProfile, profileSlugOf } from '@/lib/members/present';
import { getMemberProfile, getProfileListings } from '@/lib/members/service';

/**
 * The broker or team a CMS path names (/courtiers/{slug}, /brokers/{slug}), with the teams it
 * belongs to and its listings; null otherwise. Cached per request: metadata and page both ask.
 */
export const findProfileForPath = cache(async (locale: Locale, cmsPath: string) => {
  const slug = profileSlugOf(locale, cmsPath);
  if (!slug) return null;
  const site = await getRequestSite();
  if (!site) return null;
  const profile = await getMemberProfile(site.id, slug);
  if (!profile || !hasProfile(profile.member.kind)) return null;
  const names = profile.member.kind === 'team' ? profile.member.team.map((m) => m.name) : [profile.member.name];
  const listings = await getProfileListings(site.id, names, locale);
  return { ...profile, listings, site };
});

export type Profile = NonNullable<Awaited<ReturnType<typeof findProfileForPath>>>;
