import type { ReactNode } from 'react';
import { NextIntlClientProvider, useMessages, useTranslations } from 'next-intl';
import { BlockList } from '@/blocks/BlockList';
import { blockClientNamespaces } from '@/blocks/client-messages';
import type { Block, BlockContext } from '@/blocks/types';
import type { ScriptTag } from '@/lib/content/types';
import type { ClientSiteSnapshot } from '@/lib/site/client-site-data';
import { ScriptTags } from '@/components/site/ScriptTags';
import { SiteStoreHydrator } from '@/components/site/SiteStoreHydrator.client';
import { HydrationMark } from '@/components/site/HydrationMark.client';
import { AdvertisingMentions } from './AdvertisingMentions';
import { PrivacyLinks } from '@/components/privacy/PrivacyLinks';
import { pickClientMessages, shellNamespaces, type ClientNamespace } from '@/lib/i18n/client-messages';

/**
 * What every page of the site has around its main content (spec 000 §2): body-top script
 * tags, the skip link, the browser's site state, header blocks, <main>, footer blocks (none
 * on the search page), the advertising mentions, then `after` (modal and captcha slots) and
 * body-bottom script tags.
 * CMS pages, listing pages and error pages all render through it.
 *
 * It also hands the browser the messages of this page's islands, and only those
 * (lib/i18n/client-messages.ts): the shell's, the header and footer blocks', and `islands`
 * (the namespaces the page's content reads: its blocks', its route's own islands').
 */
export function SiteChrome({ ctx, header, footer, tags, snapshot, banner, after, islands = [], children }: {
  ctx: Omit<BlockContext, 'index'>;
  header: Block[];
  footer: Block[] | null;
  tags: ScriptTag[];
  snapshot: ClientSiteSnapshot;
  banner?: ReactNode;
  after?: ReactNode;
  islands?: readonly ClientNamespace[];
  children: ReactNode;
}) {
  const t = useTranslations('common');
  const namespaces = new Set([...shellNamespaces, ...blockClientNamespaces(header), ...blockClientNamespaces(footer ?? []), ...islands]);
  return (
    <NextIntlClientProvider messages={pickClientMessages(useMessages(), namespaces)}>
      <ScriptTags tags={tags} position="body-top" locale={ctx.locale} />
      <a className="skip-link" href="#main-content">
        {t('skip-to-content')}
      </a>
      {banner}
      <SiteStoreHydrator snapshot={snapshot} />
      <BlockList blocks={header} ctx={ctx} />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      {/* Without footer blocks, the privacy and cookie links still close the page. */}
      {footer ? <BlockList blocks={footer} ctx={ctx} /> : <PrivacyLinks routes={ctx.routes} />}
      {/* Even where the footer is hidden (the search page): every page is an advertisement. */}
      <AdvertisingMentions locale={ctx.locale} />
      {after}
      <ScriptTags tags={tags} position="body-bottom" locale={ctx.locale} />
      <HydrationMark />
    </NextIntlClientProvider>
  );
}
