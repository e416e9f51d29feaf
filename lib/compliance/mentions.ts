import { pick, type Locale, type Localized } from '@/lib/i18n/locales';
import { agencyMention, type AdvertisingIdentity } from './identity';

/**
 * Rule `mentions` (rules.ts): what every advertisement shows, built from the data (never
 * typed by editors), and what a site or a broker still lacks for it.
 */

/** What the rule reads of a member. */
export interface LicensedPerson {
  id: number;
  slug: string;
  kind: string;
  name: string;
  /** As on the licence; empty reads as `name`. */
  licence_name: string;
  licence_title: Localized<string>;
  licence_number: string;
}

export function licenceName(person: Pick<LicensedPerson, 'name' | 'licence_name'>): string {
  return person.licence_name.trim() || person.name;
}

export interface Mentions {
  /** Broker sites: the broker's name as on the licence and their title. */
  broker: { name: string; title: string } | null;
  /** The agency's name followed by its designation; empty for an own-account broker. */
  agency: string;
  franchise: string;
}

/**
 * A broker site carries its broker's mentions then the agency's; a team, office or agency
 * site speaks for the agency, so it carries the agency's.
 */
export function siteMentions(siteType: string, identity: AdvertisingIdentity, broker: LicensedPerson | null, locale: Locale): Mentions {
  const person = siteType === 'broker' && broker ? { name: licenceName(broker), title: pick(broker.licence_title, locale) ?? '' } : null;
  return { broker: person, agency: agencyMention(identity, locale), franchise: pick(identity.franchise_statement, locale)?.trim() ?? '' };
}

/**
 * The mentions as the lines every advertisement shows (the page footer, the e-mails): the
 * broker (name as on the licence, title), the agency followed by its designation, the
 * franchise statement.
 */
export function mentionLines(mentions: Mentions): string[] {
  const broker = mentions.broker ? [mentions.broker.name, inSentence(mentions.broker.title)].filter(Boolean).join(', ') : '';
  return [broker, mentions.agency, mentions.franchise].filter(Boolean);
}

/** A title read after the name and a comma takes a lower-case initial (« Julie Tremblay, courtière immobilière »). */
function inSentence(title: string): string {
  return title ? title.charAt(0).toLocaleLowerCase('fr-CA') + title.slice(1) : title;
}

/** The lines that accompany a member's name wherever it shows: licence title, then the agency. */
export function memberMentionLines(title: Localized<string>, agency: string, locale: Locale): string[] {
  return [pick(title, locale) ?? '', agency].filter((s) => s.trim() !== '');
}

export type MissingField =
  | 'agency_name'
  | 'agency_licence_number'
  | 'executive_officer'
  | 'broker'
  | 'licence_name'
  | 'licence_title'
  | 'licence_number'
  | 'postal_address';

export interface MissingMention {
  rule: 'mentions';
  /** The site, or the member (its id and slug) that lacks the field. */
  subject: { type: 'site' } | { type: 'member'; id: number; slug: string };
  field: MissingField;
}

const licensedKinds = new Set(['broker']);

/**
 * What keeps the site's advertisements from carrying every mention (empty when complete).
 * `senderAddress`: the postal address its e-mails would give (sender-address.ts), which CASL
 * asks of every commercial e-mail.
 */
export function missingMentions(siteType: string, identity: AdvertisingIdentity, members: readonly LicensedPerson[], senderAddress: string): MissingMention[] {
  const missing: MissingMention[] = [];
  const site = (field: MissingField) => missing.push({ rule: 'mentions', subject: { type: 'site' }, field });
  const ids = new Set(members.map((m) => m.id));
  if (identity.kind === 'agency') {
    if (!identity.agency_name) site('agency_name');
    if (!identity.agency_licence_number) site('agency_licence_number');
    if (identity.executive_officer_id === null || !ids.has(identity.executive_officer_id)) site('executive_officer');
  }
  if ((siteType === 'broker' || identity.kind === 'own_account') && (identity.broker_member_id === null || !ids.has(identity.broker_member_id))) site('broker');
  if (!senderAddress.trim()) site('postal_address');
  for (const m of members) {
    if (!licensedKinds.has(m.kind) && m.id !== identity.broker_member_id) continue;
    const member = (field: MissingField) => missing.push({ rule: 'mentions', subject: { type: 'member', id: m.id, slug: m.slug }, field });
    if (!licenceName(m).trim()) member('licence_name');
    if (!m.licence_title.fr?.trim() || !m.licence_title.en?.trim()) member('licence_title');
    if (!m.licence_number.trim()) member('licence_number');
  }
  return missing;
}

/**
 * A listing's broker line (its card, its map popup): the listing broker's name as on the
 * licence and their title, then the agency of the site that advertises it, followed by its
 * designation; empty when the listing names no broker.
 */
export function listingBrokerLines(broker: { name?: string; title?: Localized<string> } | null | undefined, identity: AdvertisingIdentity, locale: Locale): string[] {
  const name = broker?.name?.trim() ?? '';
  if (!name) return [];
  return mentionLines({ broker: { name, title: pick(broker?.title, locale) ?? '' }, agency: agencyMention(identity, locale), franchise: '' });
}
