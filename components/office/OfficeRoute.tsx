import { blockContextForSite } from '@/components/page/block-context';
import { SiteChrome } from '@/components/page/SiteChrome';
import { routeMessages } from '@/components/page/route-messages';
import { getRequestSite } from '@/lib/sites/request-site';
import type { Locale } from '@/lib/i18n/locales';
import { officePath } from '@/lib/offices/paths';
import type { Office } from '@/lib/offices/types';
import { clientSnapshotFromSite } from '@/lib/site/client-site-data';
import { OfficePage } from './OfficePage';
import { CaptchaWidget } from '@/components/captcha/CaptchaWidget.client';
import { captchaClientConfig } from '@/lib/captcha/client-config';
import { ContactModals } from '@/components/contact-modal/ContactModals.client';
import { contactModalsProps } from '@/components/contact-modal/contact-modals-props';

function siteOrigin(domain: string | undefined): string | null {
  if (!domain || domain === 'localhost' || domain.endsWith('.localhost')) return null;
  return `https://${domain}`;
}

/** An office page inside the site's header and footer (offices are a collection, not CMS pages). */
export async function OfficeRoute({ office, locale }: { office: Office; locale: Locale }) {
  const site = await getRequestSite();
  const alternatePaths = [
    { locale: 'fr' as const, path: officePath('fr', office.slug) },
    { locale: 'en' as const, path: officePath('en', office.slug) },
  ];
  const ctx = blockContextForSite(site, locale, alternatePaths);
  return (
    <SiteChrome
      ctx={ctx}
      header={site?.header ?? []}
      footer={site?.footer ?? []}
      tags={site?.metadata.tags ?? []}
      snapshot={clientSnapshotFromSite(site)}
      islands={routeMessages.office}
      after={
        <>
          <div id="modal-root" />
          {/* The office's contact button opens this modal, addressed to the office. */}
          <ContactModals {...contactModalsProps(ctx, site?.type ?? 'broker')} />
          <CaptchaWidget config={captchaClientConfig({ recaptcha: site?.recaptcha ?? null })} locale={locale} />
        </>
      }
    >
      <OfficePage office={office} ctx={{ ...ctx, index: 0 }} origin={siteOrigin(site?.domains[0])} />
    </SiteChrome>
  );
}
