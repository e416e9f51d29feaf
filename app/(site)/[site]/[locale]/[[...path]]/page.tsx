import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { draftMode } from 'next/headers';
import { PageView } from '@/components/page/PageView';
import { DraftBanner } from '@/components/page/DraftBanner';
import { ErrorPage } from '@/components/page/ErrorPage';
import { getPublishedPage } from '@/lib/cms/cached';
import { setRequestSiteSegment } from '@/lib/sites/request-site';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { siteOrigin } from '@/lib/seo/site-origin';
import { isLocale } from '@/lib/i18n/locales';
import { normalizePath, specialPaths } from '@/lib/i18n/routes';
import { PrivacyPolicy } from '@/components/privacy/PrivacyPolicy';
import { resolvePublicPath } from '@/lib/serving/resolve-path';
import { ListingRoute } from '@/components/listing/ListingRoute';
import { listingMetadata } from '@/components/listing/listing-metadata';
import { blogPostParts } from '@/components/blog/blog-post-parts';
import { blogPostOfPage } from '@/lib/blog/page-post';
import { withRssAlternate } from '@/lib/blog/rss-metadata';
import { OfficeRoute } from '@/components/office/OfficeRoute';
import { officeMetadata } from '@/components/office/office-metadata';
import { profileWithListings } from '@/components/member-profile/resolve-profile';
import { ProfileRoute } from '@/components/member-profile/ProfileRoute';
import { profileMetadata } from '@/components/member-profile/profile-metadata';

interface CmsPageProps {
  params: Promise<{ site: string; locale: string; path?: string[] }>;
}

/**
 * Rendered on the first request of each (site segment, locale, path), then served from the
 * page cache until a write revalidates its tags (docs/serving.md). Nothing here may read
 * headers, cookies or the query string: the proxy puts the origin and variant in `site`.
 */
export function generateStaticParams() {
  return [];
}

/**
 * Safety net for data no write of this server invalidates (listings imported by scripts,
 * relative dates): a kept page older than this is re-rendered in the background on its
 * next view, while that view is still served from the cache.
 */
export const revalidate = 600;

async function load({ params }: CmsPageProps) {
  const { site: siteParam, locale, path } = await params;
  const segment = setRequestSiteSegment(siteParam);
  if (!segment || !isLocale(locale)) notFound();
  const cmsPath = decodeCmsPath(path);
  // A segment that does not decode, or holds a NUL, names no page (and must not reach the database).
  if (cmsPath === null) notFound();
  return { locale, cmsPath, origin: segment.origin, ...(await getPublishedPage(locale, cmsPath, segment.variant)) };
}

function decodeCmsPath(segments: string[] | undefined): string | null {
  try {
    const path = normalizePath(segments?.map((segment) => decodeURIComponent(segment)));
    return path.includes('\u0000') ? null : path;
  } catch {
    return null;
  }
}

export async function generateMetadata(props: CmsPageProps): Promise<Metadata> {
  const { locale, cmsPath, site, result, origin } = await load(props);
  const base = siteOrigin(site, origin);
  const resolved = await resolvePublicPath(site, locale, cmsPath, result);
  if (resolved.kind === 'listing') return { metadataBase: new URL(base), ...listingMetadata(resolved.listing, locale) };
  if (resolved.kind === 'office') return { metadataBase: new URL(base), ...officeMetadata(resolved.office, locale) };
  if (resolved.kind === 'profile') return { metadataBase: new URL(base), ...profileMetadata(resolved.profile.member, locale) };
  if (result.status !== 200 || !('page' in result)) {
    const titled = [403, 404, 500, 503].includes(result.status);
    const t = await getTranslations({ locale, namespace: 'errors' });
    return {
      ...(titled ? { title: t(`${result.status as 403 | 404 | 500 | 503}-title`) } : {}),
      robots: { index: false, follow: false },
    };
  }
  return withRssAlternate(pageMetadata(result.page, locale, base), result.page, locale);
}

/** The catch-all CMS page: every public page is rendered from the page response. */
export default async function CmsPage(props: CmsPageProps) {
  const { locale, cmsPath, site, result, origin } = await load(props);
  setRequestLocale(locale);
  if ('page' in result) {
    const { isEnabled: preview } = await draftMode();
    const postParts = blogPostParts(await blogPostOfPage(result.page, locale, cmsPath, preview), siteOrigin(site, origin));
    // The privacy page ends with what the site's data says (person in charge, forms, rights).
    const privacy = site && cmsPath === specialPaths.privacy[locale] ? <PrivacyPolicy site={site} locale={locale} /> : null;
    return (
      <>
        {preview ? <DraftBanner path={`/${locale}${cmsPath === '/' ? '' : cmsPath}`} /> : null}
        <PageView page={result.page} locale={locale} {...postParts} tail={privacy ?? postParts.tail} />
      </>
    );
  }
  if (result.status === 301 || result.status === 302) {
    if ('location' in result && result.location) {
      return result.status === 301 ? permanentRedirect(result.location) : redirect(result.location);
    }
    return <ErrorPage status={500} messageKey="unexpected-redirection" />;
  }
  // Not a CMS page: an office, a broker or team profile, a listing (lib/serving/resolve-path.ts).
  const resolved = await resolvePublicPath(site, locale, cmsPath, result);
  if (resolved.kind === 'office') return <OfficeRoute office={resolved.office} locale={locale} />;
  if (resolved.kind === 'profile' && site) return <ProfileRoute profile={await profileWithListings(resolved.profile, site, locale)} locale={locale} />;
  if (resolved.kind === 'listing') {
    if (resolved.canonical !== `/${locale}${cmsPath}`) permanentRedirect(resolved.canonical);
    return <ListingRoute listing={resolved.listing} locale={locale} />;
  }
  // Error documents are rendered here, in the site's header and footer, and kept in the page
  // cache like any page; the proxy answers them with their true status (lib/serving/status-gate.ts).
  // notFound() and forbidden() would send an empty document in an on-demand rendered page.
  if (result.status === 404) return <ErrorPage status={404} messageKey="404-message" action="home" />;
  if (result.status === 403) return <ErrorPage status={403} messageKey="403-message" />;
  if (result.status === 503) return <ErrorPage status={503} messageKey="503-message" />;
  if (result.status === 500) return <ErrorPage status={500} messageKey="500-message" />;
  return <ErrorPage status={result.status} messageKey="unexpected-status" />;
}
