import type { BlockContext } from '@/blocks/types';
import { consentShown } from '@/blocks/contact-form-block/consent';
import type { SiteType } from '@/lib/content/site-types';

/** The site's settings the contact modals need (ContactModals renders, ContactModal reads them). */
export interface ContactModalsProps {
  termsHref: string;
  privacyHref: string;
  /** metadata.contact_form.show_consent (default true). */
  showConsent: boolean;
  siteType: SiteType;
  /** Franchise logo: the avatar of an agency site's modal without a recipient. */
  franchiseLogo?: string | null;
  /** metadata.contact_form.contact_name (default empty): the name shown when there is no recipient. */
  contactName?: string;
}

/** The contact modals' props on a page of the site (CMS page, office, profile): its routes, consent, contact name and the franchise mark of its branding. */
export function contactModalsProps(ctx: Pick<BlockContext, 'routes' | 'contactForm' | 'brandingVersion'>, siteType: ContactModalsProps['siteType']): ContactModalsProps {
  return {
    termsHref: ctx.routes.terms,
    privacyHref: ctx.routes.privacy,
    showConsent: consentShown(undefined, ctx),
    contactName: ctx.contactForm?.contactName ?? '',
    siteType,
    franchiseLogo: ctx.brandingVersion === 2 ? '/brand/network-mark-v2.svg' : '/brand/network-mark-v1.svg',
  };
}
