import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { ConsentLink } from '@/blocks/footer-block/ConsentLink.client';
import type { SiteRoutes } from '@/lib/i18n/routes';
import styles from './privacy-links.module.css';

/**
 * The privacy policy and cookie settings links for a page without footer blocks (the search
 * page): the footer block carries them everywhere else. The cookie link shows once the consent
 * tool is ready, that is on sites with tags needing consent.
 */
export function PrivacyLinks({ routes }: { routes: SiteRoutes }) {
  const t = useTranslations('footer');
  return (
    <nav className={styles.links} aria-label={t('legal-nav')}>
      <NextLink href={routes.privacy}>{t('privacy')}</NextLink>
      <ConsentLink label={t('consent')} className={styles.consent} />
    </nav>
  );
}
