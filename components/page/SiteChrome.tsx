import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { BlockList } from '@/blocks/BlockList';
import type { Block, BlockContext } from '@/blocks/types';
import type { ScriptTag } from '@/lib/cms/types';
import type { ClientSiteSnapshot } from '@/lib/site/client-site-data';
import { ScriptTags } from '@/components/site/ScriptTags';
import { SiteStoreHydrator } from '@/components/site/SiteStoreHydrator.client';

/**
 * What every page of the site has around its main content (spec 000 §2): body-top script
 * tags, the skip link, the browser's site state, header blocks, <main>, footer blocks (none
 * on the search page), then `after` (modal and captcha slots) and body-bottom script tags.
 * CMS pages, listing pages and error pages all render through it.
 */
export function SiteChrome({ ctx, header, footer, tags, snapshot, banner, after, children }: {
  ctx: Omit<BlockContext, 'index'>;
  header: Block[];
  footer: Block[] | null;
  tags: ScriptTag[];
  snapshot: ClientSiteSnapshot;
  banner?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('common');
  return (
    <>
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
      {footer ? <BlockList blocks={footer} ctx={ctx} /> : null}
      {after}
      <ScriptTags tags={tags} position="body-bottom" locale={ctx.locale} />
    </>
  );
}
