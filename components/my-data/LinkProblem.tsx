import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { BlockSheets } from '@/blocks/BlockSheets';
import { ErrorView } from '@/blocks/error-block/ErrorView';
import { SiteFrame } from '@/components/page/SiteFrame';
import type { Locale } from '@/lib/i18n/locales';
import { myDataPaths } from '@/lib/i18n/routes';
import styles from './styles.module.css';

/**
 * A forged, unknown, other site's (404) or expired (403) "My data" link, in the site's chrome,
 * with the way to ask again. The language is the route folder's (mes-donnees, my-data): a
 * not-found or forbidden file renders outside the page, where the request locale is not set.
 */
export async function MyDataLinkProblem({ reason, locale }: { reason: 'invalid' | 'expired'; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'myData.page' });
  return (
    <SiteFrame locale={locale}>
      <BlockSheets entry="components/my-data/LinkProblem" />
      <ErrorView statusCode={reason === 'expired' ? 403 : 404} title={t(`${reason}-title`)} message={t(`${reason}-message`)} action="none" locale={locale} />
      <p className={`container ${styles.actions}`}>
        <Link href={myDataPaths[locale]} className="btn btn--primary">
          {t('request-again')}
        </Link>
      </p>
    </SiteFrame>
  );
}
