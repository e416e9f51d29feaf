import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { inboxPageHref, type InboxPage } from '@/lib/leads/inbox-paging';
import type { LeadFilters } from '@/lib/leads/queries';
import styles from './styles.module.css';
import { button } from '@/builder/shell/button';

/** Previous / next links of the inbox, keeping the filters; nothing when one page holds all. */
export async function LeadPager({ filters, paging, locale }: { filters: LeadFilters; paging: InboxPage; locale: Locale }) {
  if (paging.pages <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'leads' });
  const { page, pages } = paging;
  return (
    <nav className={styles.pager} aria-label={t('inbox.pagination')}>
      {page > 1 ? (
        <Link href={inboxPageHref(filters, page - 1, locale)} rel="prev" className={button('secondary')}>
          {t('inbox.previous')}
        </Link>
      ) : (
        <span />
      )}
      <p aria-current="page">{t('inbox.page', { page, pages })}</p>
      {page < pages ? (
        <Link href={inboxPageHref(filters, page + 1, locale)} rel="next" className={button('secondary')}>
          {t('inbox.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
