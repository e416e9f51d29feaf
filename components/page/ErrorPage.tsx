import { getLocale, getTranslations } from 'next-intl/server';
import { BlockSheets } from '@/blocks/BlockSheets';
import { ErrorView } from '@/blocks/error-block/ErrorView';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { SiteFrame } from './SiteFrame';

export type ErrorPageMessage =
  | '404-message'
  | '403-message'
  | '500-message'
  | '503-message'
  | 'unexpected-status'
  | 'unexpected-redirection';

/**
 * An error page (404, 403, 500, 503, unexpected status or redirection) inside the site's
 * own header and footer (SiteFrame).
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
  const t = await getTranslations({ locale, namespace: 'errors' });
  return (
    <SiteFrame locale={locale}>
      <BlockSheets entry="components/page/ErrorPage" />
      <ErrorView statusCode={status} message={t(messageKey)} action={action} locale={locale} />
    </SiteFrame>
  );
}
