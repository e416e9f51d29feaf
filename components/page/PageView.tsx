import { useTranslations } from 'next-intl';
import { BlockList } from '@/blocks/BlockList';
import type { PageResponse } from '@/lib/cms/types';
import type { Locale } from '@/lib/i18n/locales';
import { ScriptTags } from '@/components/site/ScriptTags';
import { blockContextFor, hidesFooter } from './block-context';
import { VariantBanner } from './VariantBanner';
import { SiteStoreHydrator } from '@/components/site/SiteStoreHydrator.client';
import { clientSnapshotFromPage } from '@/lib/site/client-site-data';
import { CaptchaWidget } from '@/components/captcha/CaptchaWidget.client';
import { captchaClientConfig } from '@/lib/captcha/client-config';
import { ContactModals } from '@/components/contact-modal/ContactModals.client';
import { EditModeGate } from '@/components/edit-mode/EditModeGate';

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
      <SiteStoreHydrator snapshot={clientSnapshotFromPage(page, locale)} />
      <BlockList blocks={page.header} ctx={ctx} />
      <main id="main-content" tabIndex={-1}>
        <BlockList blocks={page.content} ctx={ctx} />
      </main>
      {hidesFooter(page) ? null : <BlockList blocks={footer} ctx={ctx} />}
      <div id="modal-root" />
      <ContactModals
        termsHref={ctx.routes.terms}
        privacyHref={ctx.routes.privacy}
        showConsent={ctx.contactForm?.showConsent ?? true}
        contactName={ctx.contactForm?.contactName ?? ''}
        siteType={page.site_type}
        franchiseLogo={ctx.brandingVersion === 2 ? '/brand/network-mark-v2.svg' : '/brand/network-mark-v1.svg'}
      />
      <EditModeGate />
      <CaptchaWidget
        config={captchaClientConfig({ recaptcha: page.recaptcha ? { site_key: page.recaptcha } : null })}
        locale={locale}
      />
      <ScriptTags tags={page.metadata.tags ?? []} position="body-bottom" locale={locale} />
    </>
  );
}
