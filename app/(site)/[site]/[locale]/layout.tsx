import '@/styles/globals.css';
import { inter } from '@/styles/fonts';
import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import { BlockSheets } from '@/blocks/BlockSheets';
import { ChunkReloadGuard } from '@/components/site/ChunkReloadGuard.client';
import { NavigationProgress } from '@/components/site/NavigationProgress.client';
import { SiteSignals } from '@/components/site/SiteSignals.client';
import { Toaster } from '@/components/site/Toaster.client';
import { ScriptTags } from '@/components/site/ScriptTags';
import { ConsentBanner } from '@/components/site/consent/ConsentBanner';
import { getRequestSite, setRequestSiteSegment } from '@/lib/sites/request-site';
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
  if (!setRequestSiteSegment(siteParam)) notFound();
  const site = await getRequestSite();
  const name = siteName(site, isLocale(segment) ? segment : defaultLocale);
  return {
    title: { default: name, template: `%s | ${name}` },
    icons: { icon: faviconFor(brandingVersion(site?.metadata ?? {})) },
  };
}

export default async function SiteLayout({ children, params }: { children: ReactNode; params: LayoutParams }) {
  const { site: siteParam, locale: segment } = await params;
  // Only the proxy's rewrites (/s.<segment>/…) name a site here. Any other path Next matched
  // to these pages (an unknown /qa path the proxy let through, say) is the global 404: the
  // site would otherwise be looked up from the request headers, which this cached render may
  // not read (a 500).
  if (!setRequestSiteSegment(siteParam)) notFound();
  // A first segment that is no locale still gets the French site around the 404 its page answers.
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
          {/* error.tsx is a client component: its view's styles are in every page, ready for it. */}
          <BlockSheets entry="app/(site)/[site]/[locale]/error" />
          <SiteFactsProvider facts={clientSiteFacts(site, locale)}>{children}</SiteFactsProvider>
          <Toaster />
          <ConsentBanner tags={site?.metadata.tags ?? []} locale={locale} micrositeId={site?.microsite_id ?? null} siteKey={site?.key ?? null} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
