import { getCachedFeed } from '@/lib/blog/cached';
import { rssXml } from '@/lib/blog/rss';
import { getRequestSite } from '@/lib/sites/request-site';
import { isLocale, localeInfo } from '@/lib/i18n/locales';
import { specialPaths } from '@/lib/i18n/routes';

/** RSS feed of the request's site in one language; served at /fr/blogue/rss.xml and /en/blog/rss.xml (next.config rewrites). */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  const site = await getRequestSite();
  if (!site) return new Response('Not found', { status: 404 });
  const h = request.headers;
  const host = (h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost').split(',')[0]!.trim();
  const origin = `${h.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? new URL(request.url).protocol.replace(':', '')}://${host}`;
  const archive = `${origin}/${locale}${specialPaths.blog[locale]}`;
  const feed = await getCachedFeed(site.id, locale);
  const title = `${site.name} — ${locale === 'fr' ? 'Blogue' : 'Blog'}`;
  const xml = rssXml({ title, link: archive, selfUrl: `${archive}/rss.xml`, language: localeInfo[locale].iso, origin, articles: feed.articles });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' } });
}
