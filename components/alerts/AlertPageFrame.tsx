import type { ReactNode } from 'react';
import { getRequestSite } from '@/lib/cms/cached';
import type { Locale } from '@/lib/i18n/locales';
import { clientSnapshotFromSite } from '@/lib/site/client-site-data';
import { blockContextForSite } from '@/components/page/block-context';
import { SiteChrome } from '@/components/page/SiteChrome';
import styles from './styles.module.css';

/** Client namespaces the alert pages' islands read (tests/i18n/client-messages.test.ts). */
export const alertPageMessages = ['alerts'] as const;

/**
 * An alert page (confirm, manage, unsubscribe, or a bad link) inside the site's own header
 * and footer. The language switch leads to the home pages: the links carry a personal token
 * that is no business of the other language's URL.
 */
export async function AlertPageFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  const site = await getRequestSite();
  const homes = [
    { locale: 'fr' as const, path: '/fr' },
    { locale: 'en' as const, path: '/en' },
  ];
  return (
    <SiteChrome
      ctx={blockContextForSite(site, locale, homes)}
      header={site?.header ?? []}
      footer={site?.footer ?? []}
      tags={site?.metadata.tags ?? []}
      snapshot={clientSnapshotFromSite(site)}
      islands={alertPageMessages}
    >
      <div className={`container ${styles.page}`}>{children}</div>
    </SiteChrome>
  );
}
