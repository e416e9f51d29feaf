import type { Locale } from '@/lib/i18n/locales';
import type { CommunicationMethod } from './options';

/** Contact, address and consent values shared by the alert and valuation forms. */
export interface LeadContactValues {
  firstname: string;
  lastname: string;
  communication_method: CommunicationMethod;
  phone: string;
  email: string;
  address: string;
  postal_code: string;
  city: string;
  province: string;
  country: string;
  consent_transaction: boolean;
  consent_marketing: boolean;
}

export const emptyLeadContact: LeadContactValues = {
  firstname: '',
  lastname: '',
  communication_method: 'email',
  phone: '',
  email: '',
  address: '',
  postal_code: '',
  city: '',
  province: 'QC',
  country: 'Canada',
  consent_transaction: false,
  consent_marketing: false,
};

export interface LeadPayloadContext {
  locale: Locale;
  recaptchaResponse: string;
  consentVersion?: string;
  /** The honeypot input's value (lib/leads/README.md section 4); people leave it empty. */
  honeypot?: string;
}

/** The common POST /contact fields of spec 001 section 7. */
export function commonLeadFields(values: LeadContactValues & { municipalities: string[]; property_type: string }, ctx: LeadPayloadContext) {
  const first = values.firstname.trim();
  const last = values.lastname.trim();
  return {
    recaptcha_response: ctx.recaptchaResponse,
    locale: ctx.locale,
    full_name: `${first} ${last}`.trim(),
    first_name: first,
    last_name: last,
    phone: values.phone.trim(),
    email: values.email.trim(),
    preferred_method_of_contact: values.communication_method,
    address: values.address.trim(),
    postal_code: values.postal_code.trim().toUpperCase(),
    city: values.city.trim(),
    province: values.province.trim(),
    country: values.country.trim(),
    municipality: values.municipalities.filter(Boolean).join(','),
    property_type: values.property_type,
    consent_transaction: values.consent_transaction,
    consent_marketing: values.consent_marketing,
    ...(ctx.consentVersion ? { consent_version: ctx.consentVersion } : {}),
    website: ctx.honeypot ?? '',
  };
}
