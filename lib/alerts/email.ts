import { formatBathCount } from '@/lib/format/bath-count';
import { formatCurrency } from '@/lib/format/currency';
import type { EmailContent, EmailListing } from '@/lib/emails/content';
import { emailTexts } from '@/lib/emails/messages';
import { renderEmail } from '@/lib/emails/render';
import { absoluteUrl, type EmailSender } from '@/lib/emails/sender';
import { frenchTypography } from '@/lib/emails/typography';
import type { OutboxMessage } from '@/lib/mail/outbox';
import type { SearchFilters } from '@/lib/listings/filters';
import { listingPath } from '@/lib/listings/paths';
import { siteRoutes } from '@/lib/i18n/routes';
import { criteriaQuery } from './criteria';
import { describeCriteriaSync } from './describe';
import { alertPagePath, oneClickPath } from './links';
import { alertTexts } from './texts';
import type { AlertFrequency, AlertLocale } from './types';

/**
 * The alert e-mails, HTML and plain text, in the search's language, in the site's e-mail
 * layout (lib/emails). Every link and image is on the site's public origin
 * (lib/http/public-origin.ts). Alerts are commercial: they carry the unsubscribe links and
 * List-Unsubscribe with the one-click POST target (RFC 8058); the confirmation is not.
 */

/** Up to this many listings in one e-mail; the "all results" link covers the rest. */
export const MAX_LISTINGS_PER_EMAIL = 10;

export type ChangeKind = 'new' | 'price_drop' | 'back_on_market' | 'sold';

export interface AlertItem {
  uls: number;
  kind: ChangeKind;
  oldPrice: number | null;
  newPrice: number | null;
  price: number;
  transaction: 'sale' | 'rent';
  street: string;
  municipality: string;
  bedrooms: number | null;
  bathrooms: number | string | null;
  photo: string | null;
  /** The photo's alternative text in the search's language; a description of the listing stands in when it has none. */
  photoAlt?: string | null;
  slug: string;
}

export interface MailContext {
  to: string;
  locale: AlertLocale;
  origin: string;
  siteName: string;
  criteria: SearchFilters;
  /** Signed tokens for the manage and unsubscribe links. */
  manageToken: string;
  unsubscribeToken: string;
  /** The site's look, broker card and mandatory footer (lib/emails/load-sender.ts). */
  sender: EmailSender;
}

function unsubscribeHeaders(ctx: MailContext): Record<string, string> {
  return {
    'List-Unsubscribe': `<${ctx.origin}${oneClickPath(ctx.unsubscribeToken)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** Why the person receives the alert, and the links to manage it and to unsubscribe (CASL). */
function commercialFooter(ctx: MailContext): NonNullable<EmailContent['commercial']> {
  const t = alertTexts(ctx.locale);
  const ty = (text: string) => frenchTypography(text, ctx.locale);
  return {
    why: ty(t('footer.why', { site: ctx.siteName })),
    links: [
      { label: t('footer.manage'), url: `${ctx.origin}${alertPagePath('manage', ctx.locale, ctx.manageToken)}` },
      { label: t('footer.unsubscribe'), url: `${ctx.origin}${alertPagePath('unsubscribe', ctx.locale, ctx.unsubscribeToken)}` },
    ],
  };
}

/** The double opt-in e-mail: nothing is sent to the address before its link is followed. Transactional: no unsubscribe. */
export async function confirmationEmail(ctx: MailContext & { confirmToken: string; frequency: AlertFrequency; senderName: string }): Promise<OutboxMessage> {
  const t = alertTexts(ctx.locale);
  const ty = (text: string) => frenchTypography(text, ctx.locale);
  const intro = ty(t('confirm.intro', { sender: ctx.senderName, frequency: t(`frequency.${ctx.frequency}`) }));
  return renderEmail(
    {
      locale: ctx.locale,
      subject: ty(t('confirm.subject')),
      preview: intro,
      sender: ctx.sender,
      blocks: [
        { kind: 'paragraph', text: intro },
        { kind: 'paragraph', text: ty(describeCriteriaSync(ctx.criteria, ctx.locale)), strong: true },
        { kind: 'button', label: t('confirm.action'), url: `${ctx.origin}${alertPagePath('confirm', ctx.locale, ctx.confirmToken)}` },
        { kind: 'paragraph', text: ty(t('confirm.expiry')), small: true },
      ],
      commercial: null,
    },
    ctx.to,
  );
}

function priceText(item: AlertItem, locale: AlertLocale): { now: string; was: string | null } {
  const t = alertTexts(locale);
  const money = (n: number) => formatCurrency(n, locale, { decimals: 0 }) + (item.transaction === 'rent' ? (locale === 'fr' ? '/mois' : '/month') : '');
  const now = money(item.newPrice ?? item.price);
  const was = item.kind === 'price_drop' && item.oldPrice !== null ? t('alert.was', { price: money(item.oldPrice) }) : null;
  return { now, was };
}

function roomsText(item: AlertItem, locale: AlertLocale): string {
  const t = alertTexts(locale);
  const parts: string[] = [];
  if (item.bedrooms) parts.push(t('alert.bedrooms', { count: item.bedrooms }));
  const bath = formatBathCount(item.bathrooms, locale);
  if (bath && Number(item.bathrooms) > 0) parts.push(t('alert.bathrooms', { count: Number(item.bathrooms) }));
  return parts.join(' · ');
}

function listingOf(ctx: MailContext, item: AlertItem): EmailListing {
  const t = alertTexts(ctx.locale);
  const price = priceText(item, ctx.locale);
  const address = `${item.street}, ${item.municipality}`;
  return {
    kind: t(`alert.kind.${item.kind}`),
    price: price.now,
    was: price.was,
    address,
    rooms: roomsText(item, ctx.locale),
    url: `${ctx.origin}${listingPath(ctx.locale, item.slug, item.uls)}`,
    viewLabel: t('alert.view'),
    photo: item.photo
      ? { url: absoluteUrl(ctx.origin, item.photo), alt: item.photoAlt?.trim() || emailTexts(ctx.locale)('listing.photo-alt', { address }) }
      : null,
  };
}

/** One digest: up to 10 listings (photo and its alt, price with its change, address, rooms, link) and the "all results" link. */
export async function alertEmail(ctx: MailContext, items: AlertItem[]): Promise<OutboxMessage> {
  const t = alertTexts(ctx.locale);
  const ty = (text: string) => frenchTypography(text, ctx.locale);
  const criteria = describeCriteriaSync(ctx.criteria, ctx.locale);
  const query = criteriaQuery(ctx.criteria);
  const allResults = `${ctx.origin}${siteRoutes(ctx.locale).properties}${query ? `?${query}` : ''}`;
  const intro = ty(`${t('alert.intro')} ${criteria}`);
  return renderEmail(
    {
      locale: ctx.locale,
      subject: ty(t('alert.subject', { count: items.length, criteria })),
      preview: intro,
      sender: ctx.sender,
      blocks: [
        { kind: 'paragraph', text: intro },
        { kind: 'listings', items: items.slice(0, MAX_LISTINGS_PER_EMAIL).map((item) => listingOf(ctx, item)) },
        { kind: 'link', label: t('alert.more'), url: allResults },
      ],
      commercial: commercialFooter(ctx),
    },
    ctx.to,
    unsubscribeHeaders(ctx),
  );
}
