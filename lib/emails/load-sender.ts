import { agencyMention, identityOf } from '@/lib/compliance/identity';
import { licenceName, mentionLines, siteMentions } from '@/lib/compliance/mentions';
import { senderPostalAddress, type OfficeAddress } from '@/lib/compliance/sender-address';
import type { Block, Metadata, ThemeSettings } from '@/lib/content/types';
import type { Queryable } from '@/lib/db/types';
import { publicOrigin } from '@/lib/http/public-origin';
import { pick, type Locale, type Localized } from '@/lib/i18n/locales';
import { getLicensedPerson } from '@/lib/members/queries';
import { siteName } from '@/lib/site/site-name';
import { isDarkColor, resolvePalette } from '@/lib/theme';
import { absoluteUrl, type EmailBrokerCard, type EmailImage, type EmailSender } from './sender';

/** What the sender is made of, of a site's row (lib/sites/sites.ts Site has these). */
export interface SenderSite {
  id: string;
  name: string;
  type: string;
  domains: string[];
  theme: ThemeSettings | null;
  metadata: Metadata;
  header: Block[] | null;
  contact_email: string | null;
  advertising?: unknown;
}

interface MemberCardRow {
  name: string;
  licence_name: string;
  licence_title: Localized<string>;
  agency: string;
  phone_display: string;
  avatar: { url?: string; alt?: string } | null;
}

interface OfficeRow extends OfficeAddress {
  phone_display: string;
  email: string;
}

/** The header block's logo (light version) in the language, if the site has one. */
function headerLogo(header: Block[], locale: Locale, origin: string, alt: string): EmailImage | null {
  const fields = header[0]?.fields as { logo_image_light?: { media?: Localized<{ url?: string; alt?: string }> } } | undefined;
  const media = pick(fields?.logo_image_light?.media, locale);
  if (!media?.url) return null;
  return { url: absoluteUrl(origin, media.url), alt: media.alt?.trim() || alt };
}

/**
 * The sender of a site's e-mails in a language. `memberId`: the broker the e-mail speaks for
 * (a saved search made on their page); else the site's own broker (broker sites).
 */
export async function loadEmailSender(db: Queryable, site: SenderSite, locale: Locale, memberId: number | null = null): Promise<EmailSender> {
  const origin = publicOrigin(site);
  const identity = identityOf(site.advertising);
  const name = siteName(site, locale);
  const cardId = memberId ?? identity.broker_member_id;
  const [members, offices, licensed] = await Promise.all([
    cardId === null
      ? Promise.resolve([] as MemberCardRow[])
      : db.query<MemberCardRow>('select name, licence_name, licence_title, agency, phone_display, avatar from members where site_id = $1 and id = $2', [site.id, cardId]),
    db.query<OfficeRow>('select address_street, address_city, postal_code, phone_display, email from offices where site_id = $1 order by position, id limit 1', [site.id]),
    identity.broker_member_id === null ? Promise.resolve(null) : getLicensedPerson(db, site.id, identity.broker_member_id),
  ]);
  const member = members[0];
  const office = offices[0];
  const agency = agencyMention(identity, locale);
  const broker: EmailBrokerCard | null = member
    ? {
        name: licenceName(member),
        title: pick(member.licence_title, locale) ?? '',
        agency: agency || member.agency,
        phone: member.phone_display,
        photo: member.avatar?.url ? { url: absoluteUrl(origin, member.avatar.url), alt: member.avatar.alt?.trim() || licenceName(member) } : null,
      }
    : null;
  const primary = resolvePalette(site.theme ?? {}).accent1;
  return {
    siteName: name,
    origin,
    logo: headerLogo(site.header ?? [], locale, origin, name),
    colors: { primary, onPrimary: isDarkColor(primary) ? '#ffffff' : '#111111' },
    broker,
    mentions: mentionLines(siteMentions(site.type, identity, licensed, locale)),
    postalAddress: senderPostalAddress(office, identity, locale),
    contactEmail: site.contact_email?.trim() || office?.email || '',
    contactPhone: broker?.phone || office?.phone_display || '',
  };
}

/** The sender of a site's e-mails from its id (null for a deleted or unknown site). */
export async function loadEmailSenderById(db: Queryable, siteId: string, locale: Locale, memberId: number | null = null): Promise<EmailSender | null> {
  const rows = await db.query<SenderSite>(
    'select id, name, type, domains, theme, metadata, header, contact_email, advertising from sites where id = $1 and deleted_at is null',
    [siteId],
  );
  const site = rows[0];
  return site ? loadEmailSender(db, { ...site, metadata: site.metadata ?? {} }, locale, memberId) : null;
}
