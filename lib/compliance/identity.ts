import { z } from 'zod';
import type { Locale, Localized } from '@/lib/i18n/locales';

/**
 * A site's advertising identity (sites.advertising): the agency as registered with the
 * OACIQ, the broker a broker site advertises, the executive officer who supervises.
 */

/** The designation an agency uses after its name (OACIQ guideline 2.2): one per language. */
export const agencyDesignation: Record<Locale, string> = { fr: 'agence immobilière', en: 'real estate agency' };

/**
 * `agency`: the site's brokers act for an agency (its name, then its designation).
 * `own_account`: a broker acting on their own account; the guideline asks the agency line of
 * a broker acting for an agency only, so none is shown.
 */
export const practiceKinds = ['agency', 'own_account'] as const;

const text = (max: number) => z.string().trim().max(max).refine((v) => !v.includes('\0'), 'nul');

/** OACIQ licence numbers: capital letters and digits (demo: one letter, four digits). */
export const licenceNumberSchema = z.union([z.literal(''), z.string().trim().regex(/^[A-Z0-9]{4,10}$/, 'licence_number')]);

export const advertisingIdentitySchema = z.object({
  kind: z.enum(practiceKinds).default('agency'),
  /** The agency's name exactly as registered, without its designation. */
  agency_name: text(160).default(''),
  agency_licence_number: licenceNumberSchema.default(''),
  executive_officer_id: z.number().int().positive().nullable().default(null),
  /** Broker sites: the member whose name and title every page carries. */
  broker_member_id: z.number().int().positive().nullable().default(null),
  /** Franchises: the statement the franchisor requires, per language. */
  franchise_statement: z.object({ fr: text(300).optional(), en: text(300).optional() }).default({}),
  /** The business address e-mails give when the site has no office (CASL: a mailing address). */
  postal_address: text(300).default(''),
});
export type AdvertisingIdentity = z.infer<typeof advertisingIdentitySchema>;

/** A stored value (older rows: {}) read as an identity; what does not parse reads as empty. */
export function identityOf(value: unknown): AdvertisingIdentity {
  const parsed = advertisingIdentitySchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : advertisingIdentitySchema.parse({});
}

/** « Groupe Courtier Immobilier, agence immobilière »; empty for an own-account broker or no name. */
export function agencyMention(identity: AdvertisingIdentity, locale: Locale): string {
  if (identity.kind !== 'agency' || !identity.agency_name) return '';
  return `${identity.agency_name}, ${agencyDesignation[locale]}`;
}

export function agencyMentions(identity: AdvertisingIdentity): Localized<string> {
  return { fr: agencyMention(identity, 'fr'), en: agencyMention(identity, 'en') };
}
