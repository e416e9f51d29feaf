import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { BlockSheets } from '@/blocks/BlockSheets';
import { ErrorView } from '@/blocks/error-block/ErrorView';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { siteRoutes } from '@/lib/i18n/routes';
import { SiteFrame } from '@/components/page/SiteFrame';
import styles from './styles.module.css';

/**
 * A tampered, unknown or expired alert link (the alert pages' not-found.tsx: 404, and
 * forbidden.tsx: 403): the reason in words and the way back to the property search, in the
 * site's header and footer. Never a 5xx.
 */
export async function LinkProblem({ reason }: { reason: 'invalid' | 'expired' }) {
  const requested = await getLocale();
  const locale: Locale = isLocale(requested) ? requested : 'fr';
  const t = await getTranslations({ locale, namespace: 'alerts.link' });
  return (
    <SiteFrame locale={locale}>
      <BlockSheets entry="components/alerts/LinkProblem" />
      <ErrorView
        statusCode={reason === 'expired' ? 403 : 404}
        title={t(`${reason}-title`)}
        message={t(`${reason}-message`)}
        action="none"
        locale={locale}
      />
      <p className={styles.problemAction}>
        <Link href={siteRoutes(locale).properties} className="btn btn--primary">
          {t('search')}
        </Link>
      </p>
    </SiteFrame>
  );
}
