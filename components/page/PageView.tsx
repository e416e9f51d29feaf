import { useTranslations } from 'next-intl';
import { BlockList } from '@/blocks/BlockList';
import type { PageResponse } from '@/lib/cms/types';
import type { Locale } from '@/lib/i18n/locales';
import { ScriptTags } from '@/components/site/ScriptTags';
import { blockContextFor, hidesFooter } from './block-context';
import { VariantBanner } from './VariantBanner';

/**
 * The page layout of spec 000 section 2: header blocks, main content, footer blocks
 * (hidden on the property search page), then the modal and captcha slots.
 */
export function PageView({ page, locale }: { page: PageResponse; locale: Locale }) {
  const t = useTranslations('common');
  const ctx = blockContextFor(page, locale);
  const footer = page.override?.footer ?? page.footer;
  return (
    <>
      <ScriptTags tags={page.metadata.tags ?? []} position="body-top" locale={locale} />
      <a className="skip-link" href="#main-content">
        {t('skip-to-content')}
      </a>
      {page.variant ? <VariantBanner variant={page.variant} /> : null}
      <BlockList blocks={page.header} ctx={ctx} />
      <main id="main-content" tabIndex={-1}>
        <BlockList blocks={page.content} ctx={ctx} />
      </main>
      {hidesFooter(page) ? null : <BlockList blocks={footer} ctx={ctx} />}
      <div id="modal-root" />
      <div id="captcha-root" />
      <ScriptTags tags={page.metadata.tags ?? []} position="body-bottom" locale={locale} />
    </>
  );
}
