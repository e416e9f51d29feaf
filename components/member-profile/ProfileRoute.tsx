import { blockContextForSite } from '@/components/page/block-context';
import { SiteChrome } from '@/components/page/SiteChrome';
import { routeMessages } from '@/components/page/route-messages';
import type { Locale } from '@/lib/i18n/locales';
import { profilePath } from '@/lib/members/present';
import { clientSnapshotFromSite } from '@/lib/site/client-site-data';
import { CaptchaWidget } from '@/components/captcha/CaptchaWidget.client';
import { ContactModals } from '@/components/contact-modal/ContactModals.client';
import { contactModalsProps } from '@/components/contact-modal/contact-modals-props';
import { captchaClientConfig } from '@/lib/captcha/client-config';
import { ProfilePage } from './ProfilePage';
import type { Profile } from './resolve-profile';

function siteOrigin(domain: string | undefined): string | null {
  if (!domain || domain === 'localhost' || domain.endsWith('.localhost')) return null;
  return `https://${domain}`;
}

/** A profile page inside the site's header and footer (profiles are not CMS pages, like listings). */
export function ProfileRoute({ profile, locale }: { profile: Profile; locale: Locale }) {
  const { site, ...rest } = profile;
  const alternatePaths = (['fr', 'en'] as const).map((l) => ({ locale: l, path: profilePath(l, profile.member.slug) }));
  const ctx = blockContextForSite(site, locale, alternatePaths);
  return (
    <SiteChrome
      ctx={ctx}
      header={site.header}
      footer={site.footer}
      tags={site.metadata.tags ?? []}
      snapshot={clientSnapshotFromSite(site)}
      islands={routeMessages.profile}
      after={
        <>
          <div id="modal-root" />
          {/* The contact button opens the contact modal addressed to the member, as on CMS pages. */}
          <ContactModals {...contactModalsProps(ctx, site.type)} />
          <CaptchaWidget config={captchaClientConfig(site)} locale={locale} />
        </>
      }
    >
      <ProfilePage profile={rest} ctx={ctx} origin={siteOrigin(site.domains[0])} />
    </SiteChrome>
  );
}
