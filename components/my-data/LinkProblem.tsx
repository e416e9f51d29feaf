import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { ErrorView } from '@/blocks/error-block/ErrorView';
import { SiteFrame } from '@/components/page/SiteFrame';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { myDataPaths } from '@/lib/i18n/routes';
import styles from './styles.module.css';

/** A forged, unknown, other site's (404) or expired (403) "My data" link, in the site's chrome, with the way to ask again. */
export async function MyDataLinkProblem({ reason }: { reason: 'invalid' | 'expired' }) {
  const requested = await getLocale();
  const locale: Locale = isLocale(requested) ? requested : 'fr';
  const t = await getTranslations({ locale, namespace: 'myData.page' });
  return (
    <SiteFrame locale={locale}>
      <ErrorView statusCode={reason === 'expired' ? 403 : 404} title={t(`${reason}-title`)} message={t(`${reason}-message`)} action="none" locale={locale} />
      <p className={`container ${styles.actions}`}>
        <Link href={myDataPaths[locale]} className="btn btn--primary">
          {t('request-again')}
        </Link>
      </p>
    </SiteFrame>
  );
}
