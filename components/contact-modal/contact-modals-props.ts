import type { SiteType } from '@/lib/cms/site-types';

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
