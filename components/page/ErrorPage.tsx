import { getLocale, getTranslations } from 'next-intl/server';
import { BlockList } from '@/blocks/BlockList';
import type { BlockContext } from '@/blocks/types';
import { ErrorView } from '@/blocks/error-block/ErrorView';
import { ScriptTags } from '@/components/site/ScriptTags';
import { SiteStoreHydrator } from '@/components/site/SiteStoreHydrator.client';
import { getRequestSite } from '@/lib/cms/cached';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { siteRoutes } from '@/lib/i18n/routes';
import { clientSnapshotFromSite } from '@/lib/site/client-site-data';

export type ErrorPageMessage =
  | '404-message'
  | '403-message'
  | '500-message'
  | '503-message'
  | 'unexpected-status'
  | 'unexpected-redirection';

/**
 * An error page (404, 403, 500, 503, unexpected status or redirection) inside the site's
 * own header and footer, which are site-wide and so known even when the page is not.
 * The action defaults by status (403 refresh, 404 home, 500 and 503 none: spec 000 §2).
 * The site's body script tags are rendered as on any page, so analytics count error pages.
 */
export async function ErrorPage({ status, messageKey, action }: {
  status: number;
  messageKey: ErrorPageMessage;
  action?: 'home' | 'refresh' | 'none';
}) {
  const requested = await getLocale();
  const locale: Locale = isLocale(requested) ? requested : 'fr';
  const [t, site] = await Promise.all([getTranslations({ locale, namespace: 'errors' }), getRequestSite()]);
  const ctx: Omit<BlockContext, 'index'> = {
    locale,
    siteType: site?.type ?? 'broker',
    brandingVersion: site?.metadata.use_remax_branding_2025 ? 2 : 1,
    variantId: null,
    routes: siteRoutes(locale),
    alternatePaths: [
      { locale: 'fr', path: '/fr' },
      { locale: 'en', path: '/en' },
    ],
  };
  const tags = site?.metadata.tags ?? [];
  return (
    <>
      <ScriptTags tags={tags} position="body-top" locale={locale} />
      <SiteStoreHydrator snapshot={clientSnapshotFromSite(site, locale)} />
      <BlockList blocks={site?.header ?? []} ctx={ctx} />
      <main id="main-content" tabIndex={-1}>
        <ErrorView statusCode={status} message={t(messageKey)} action={action} locale={locale} />
      </main>
      <BlockList blocks={site?.footer ?? []} ctx={ctx} />
      <ScriptTags tags={tags} position="body-bottom" locale={locale} />
    </>
  );
}
