import { getLocale, getTranslations } from 'next-intl/server';
import { BlockSheets } from '@/blocks/BlockSheets';
import { ErrorView } from '@/blocks/error-block/ErrorView';
import { isLocale } from '@/lib/i18n/locales';

/**
 * notFound() below a site layout: only the developer pages and a malformed site segment
 * reach it. Public 404s are the page's own error document, inside the site's header and
 * footer (app/(site)/[site]/[locale]/[[...path]]/page.tsx). This boundary stays small on
 * purpose: Next serialises it into the payload of every page.
 */
export default async function NotFound() {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : 'fr';
  const t = await getTranslations({ locale, namespace: 'errors' });
  return (
    <main id="main-content">
      <BlockSheets entry="app/(site)/[site]/[locale]/not-found" />
      <ErrorView statusCode={404} message={t('404-message')} action="home" locale={locale} />
    </main>
  );
}
