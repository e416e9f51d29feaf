import '@/styles/globals.css';
import { inter } from '@/styles/fonts';
import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { ChunkReloadGuard } from '@/components/site/ChunkReloadGuard.client';
import { NavigationProgress } from '@/components/site/NavigationProgress.client';
import { SiteSignals } from '@/components/site/SiteSignals.client';
import { Toaster } from '@/components/site/Toaster.client';
import { ScriptTags } from '@/components/site/ScriptTags';
import { getRequestSite, setRequestSiteSegment } from '@/lib/cms/cached';
import { defaultLocale, isLocale, localeInfo } from '@/lib/i18n/locales';
import { pickClientMessages, shellNamespaces } from '@/lib/i18n/client-messages';
import { brandingVersion, faviconFor, themeToCss } from '@/lib/theme';
import { clientSiteFacts } from '@/lib/site/client-site-data';
import { siteName } from '@/lib/site/site-name';
import { SiteFactsProvider } from '@/stores/site-facts';

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#ffffff' };

type LayoutParams = Promise<{ site: string; locale: string }>;

export async function generateMetadata({ params }: { params: LayoutParams }): Promise<Metadata> {
  const { site: siteParam, locale: segment } = await params;
  setRequestSiteSegment(siteParam);
  const site = await getRequestSite();
  const name = siteName(site, isLocale(segment) ? segment : defaultLocale);
  return {
    title: { default: name, template: `%s | ${name}` },
    icons: { icon: faviconFor(brandingVersion(site?.metadata ?? {})) },
  };
}

export default async function SiteLayout({ children, params }: { children: ReactNode; params: LayoutParams }) {
  const { site: siteParam, locale: segment } = await params;
  setRequestSiteSegment(siteParam);
  // A first segment that is no locale (e.g. /wp-login.php, which the proxy skips) still gets
  // the French site around the 404 its page answers, rather than Next's bare page.
  const locale = isLocale(segment) ? segment : defaultLocale;
  setRequestLocale(locale);
  const [site, messages] = await Promise.all([getRequestSite(), getMessages()]);
  return (
    // suppressHydrationWarning: the search page marks <html> before hydration (PendingSearchScript).
    <html lang={localeInfo[locale].iso} className={inter.variable} data-branding={brandingVersion(site?.metadata ?? {})} suppressHydrationWarning>
      <head>
        <style id="theme" dangerouslySetInnerHTML={{ __html: themeToCss(site?.theme ?? {}) }} />
        <ScriptTags tags={site?.metadata.tags ?? []} position="head" locale={locale} />
      </head>
      <body>
        {/* The shell's messages only; each page adds its islands' (components/page/SiteChrome.tsx). */}
        <NextIntlClientProvider messages={pickClientMessages(messages, shellNamespaces)}>
          <Suspense fallback={null}>
            <NavigationProgress />
          </Suspense>
          <ChunkReloadGuard />
          <SiteSignals />
          <SiteFactsProvider facts={clientSiteFacts(site, locale)}>{children}</SiteFactsProvider>
          <Toaster />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
