import type { ReactNode } from 'react';
import type { PageResponse } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { BlockSheets } from '@/blocks/BlockSheets';
import { BlockList } from '@/blocks/BlockList';
import { blockClientNamespaces } from '@/blocks/client-messages';
import type { ClientNamespace } from '@/lib/i18n/client-messages';
import { blockContextFor, hidesFooter } from './block-context';
import { SiteChrome } from './SiteChrome';
import { VariantBanner } from './VariantBanner';
import { clientSnapshotFromPage } from '@/lib/site/client-site-data';
import { CaptchaWidget } from '@/components/captcha/CaptchaWidget.client';
import { captchaClientConfig } from '@/lib/captcha/client-config';
import { ContactModals } from '@/components/contact-modal/ContactModals.client';
import { contactModalsProps } from '@/components/contact-modal/contact-modals-props';
import { EditModeGate } from '@/components/edit-mode/EditModeGate';

/**
 * The page layout of spec 000 section 2: header blocks, main content, footer blocks
 * (hidden on the property search page), then the modal and captcha slots.
 */
export function PageView({ page, locale, lead, tail, islands = [] }: {
  page: PageResponse;
  locale: Locale;
  /** Before and after the content blocks (a blog post's header and author block). */
  lead?: ReactNode;
  tail?: ReactNode;
  /** Message namespaces of the islands in `lead` and `tail`. */
  islands?: readonly ClientNamespace[];
}) {
  const ctx = blockContextFor(page, locale);
  return (
    <SiteChrome
      ctx={ctx}
      header={page.header}
      footer={hidesFooter(page) ? null : (page.override?.footer ?? page.footer)}
      tags={page.metadata.tags ?? []}
      snapshot={clientSnapshotFromPage(page)}
      islands={[...blockClientNamespaces(page.content), ...islands]}
      banner={page.variant ? <VariantBanner variant={page.variant} /> : null}
      after={
        <>
          <div id="modal-root" />
          {/* The contact modals open on the client: their blocks' styles come with the page. */}
          <BlockSheets entry="components/page/PageView" />
          <ContactModals {...contactModalsProps(ctx, page.site_type)} />
          <EditModeGate />
          <CaptchaWidget
            config={captchaClientConfig({ recaptcha: page.recaptcha ? { site_key: page.recaptcha } : null })}
            locale={locale}
          />
        </>
      }
    >
      {lead}
      <BlockList blocks={page.content} ctx={ctx} firstIndex={lead ? 1 : 0} />
      {tail}
    </SiteChrome>
  );
}
