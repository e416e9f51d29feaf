import type { ReactNode } from 'react';
import { getRequestSite } from '@/lib/sites/request-site';
import type { ClientNamespace } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/locales';
import { clientSnapshotFromSite } from '@/lib/site/client-site-data';
import { blockContextForSite } from './block-context';
import { SiteChrome } from './SiteChrome';

/** The language switch of a page that exists in no CMS page: each language's home. */
const HOMES = [
  { locale: 'fr' as const, path: '/fr' },
  { locale: 'en' as const, path: '/en' },
];

/**
 * A page of the app's own (an error, an alert link) inside the request site's header and
 * footer, which are site-wide and so known even when the page is not. Its language switch
 * leads to the home pages. `islands`: the client namespaces its own islands read.
 */
export async function SiteFrame({ locale, islands, children }: { locale: Locale; islands?: readonly ClientNamespace[]; children: ReactNode }) {
  const site = await getRequestSite();
  return (
    <SiteChrome
      ctx={blockContextForSite(site, locale, HOMES)}
      header={site?.header ?? []}
      footer={site?.footer ?? []}
      tags={site?.metadata.tags ?? []}
      snapshot={clientSnapshotFromSite(site)}
      islands={islands}
    >
      {children}
    </SiteChrome>
  );
}
