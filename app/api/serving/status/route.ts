import { NextResponse, type NextRequest } from 'next/server';
import { isLocale } from '@/lib/i18n/locales';
import { normalizePath } from '@/lib/i18n/routes';
import { pageStatus, siteLanguage } from '@/lib/serving/page-status';

/**
 * The status of a public path (redirect, maintenance, page) and the site's default language, for proxy.ts only
 * (lib/serving/status-gate.ts caches the answer). Public information, but not an API:
 * nothing outside this server calls it, so it is never cached by a browser.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const host = params.get('host') ?? '';
  const locale = params.get('locale');
  if (!isLocale(locale)) return NextResponse.json({ status: 'error', error: 'invalid_locale', message: 'locale must be fr or en' }, { status: 400 });
  const path = normalizePath(params.get('path') ?? '/');
  // With the site's default language: the proxy sends a bare address there (proxy.ts).
  const [status, defaultLocale] = await Promise.all([pageStatus(host, locale, path), siteLanguage(host)]);
  return NextResponse.json({ ...status, defaultLocale }, { headers: { 'cache-control': 'no-store' } });
}
