import NextLink from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { isLocale } from '@/lib/i18n/locales';
import { ConsentLink } from '@/blocks/footer-block/ConsentLink.client';
import { myDataPaths, type SiteRoutes } from '@/lib/i18n/routes';
import styles from './privacy-links.module.css';

/**
 * The privacy policy, "My data" and cookie settings links for a page without footer blocks (the search
 * page): the footer block carries them everywhere else. The cookie link shows once the consent
 * tool is ready, that is on sites with tags needing consent.
 */
export function PrivacyLinks({ routes }: { routes: SiteRoutes }) {
  const t = useTranslations('footer');
  const locale = useLocale();
  return (
    <nav className={styles.links} aria-label={t('legal-nav')}>
      <NextLink href={routes.privacy}>{t('privacy')}</NextLink>
      <NextLink href={myDataPaths[isLocale(locale) ? locale : 'fr']}>{t('my-data')}</NextLink>
      <ConsentLink label={t('consent')} className={styles.consent} />
    </nav>
  );
}
