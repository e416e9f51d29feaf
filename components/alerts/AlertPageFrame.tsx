import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { SiteFrame } from '@/components/page/SiteFrame';
import styles from './styles.module.css';

/** Client namespaces the alert pages' islands read (tests/i18n/client-messages.test.ts). */
export const alertPageMessages = ['alerts'] as const;

/**
 * An alert page (confirm, manage, unsubscribe, or a bad link) inside the site's own header
 * and footer. The language switch leads to the home pages: the links carry a personal token
 * that is no business of the other language's URL.
 */
export function AlertPageFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <SiteFrame locale={locale} islands={alertPageMessages}>
      <div className={`container ${styles.page}`}>{children}</div>
    </SiteFrame>
  );
}
