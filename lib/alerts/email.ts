import { formatBathCount } from '@/lib/format/bath-count';
import { formatCurrency } from '@/lib/format/currency';
import type { OutboxMessage } from '@/lib/leads/outbox';
import type { SearchFilters } from '@/lib/listings/filters';
import { listingPath } from '@/lib/listings/paths';
import { siteRoutes } from '@/lib/i18n/routes';
import { criteriaQuery } from './criteria';
import { describeCriteriaSync } from './describe';
import { confirmPath, managePath, oneClickPath, unsubscribePath } from './links';
import { alertTexts } from './texts';
import type { AlertFrequency, AlertLocale } from './types';

/**
 * The alert e-mails (issue 32), HTML and plain text, in the search's language. Every link
 * goes to the site's public origin (lib/http/public-origin.ts). Alert e-mails carry
 * List-Unsubscribe with the one-click POST target (RFC 8058).
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
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`);

function unsubscribeHeaders(ctx: MailContext): Record<string, string> {
  return {
    'List-Unsubscribe': `<${ctx.origin}${oneClickPath(ctx.unsubscribeToken)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

function footer(ctx: MailContext): { text: string; html: string } {
  const t = alertTexts(ctx.locale);
  const manage = `${ctx.origin}${managePath(ctx.locale, ctx.manageToken)}`;
  const unsubscribe = `${ctx.origin}${unsubscribePath(ctx.locale, ctx.unsubscribeToken)}`;
  const why = t('footer.why', { site: ctx.siteName });
  return {
    text: `--\n${why}\n${t('footer.manage')}: ${manage}\n${t('footer.unsubscribe')}: ${unsubscribe}\n`,
    html: `<hr style="border:none;border-top:1px solid #ddd;margin:24px 0 12px">
<p style="font-size:12px;color:#666">${escapeHtml(why)}<br>
<a href="${escapeHtml(manage)}">${escapeHtml(t('footer.manage'))}</a> · <a href="${escapeHtml(unsubscribe)}">${escapeHtml(t('footer.unsubscribe'))}</a></p>`,
  };
}

const page = (lang: AlertLocale, body: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>` +
  `<body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:600px;margin:0 auto;padding:16px">${body}</body></html>`;

/** The double opt-in e-mail: nothing is sent to the address before its link is followed. */
export function confirmationEmail(ctx: MailContext & { confirmToken: string; frequency: AlertFrequency; senderName: string }): OutboxMessage {
  const t = alertTexts(ctx.locale);
  const criteria = describeCriteriaSync(ctx.criteria, ctx.locale);
  const link = `${ctx.origin}${confirmPath(ctx.locale, ctx.confirmToken)}`;
  const intro = t('confirm.intro', { sender: ctx.senderName, frequency: t(`frequency.${ctx.frequency}`) });
  const foot = footer(ctx);
  return {
    to: ctx.to,
    subject: t('confirm.subject'),
    text: `${intro}\n${criteria}\n\n${t('confirm.action')}: ${link}\n\n${t('confirm.expiry')}\n\n${foot.text}`,
    html: page(
      ctx.locale,
      `<p>${escapeHtml(intro)}</p><p><strong>${escapeHtml(criteria)}</strong></p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1a5fb4;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${escapeHtml(t('confirm.action'))}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(t('confirm.expiry'))}</p>${foot.html}`,
    ),
  };
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

/** One digest: up to 10 listings (photo, price with its change, address, rooms, link) and the "all results" link. */
export function alertEmail(ctx: MailContext, items: AlertItem[]): OutboxMessage {
  const t = alertTexts(ctx.locale);
  const shown = items.slice(0, MAX_LISTINGS_PER_EMAIL);
  const criteria = describeCriteriaSync(ctx.criteria, ctx.locale);
  const query = criteriaQuery(ctx.criteria);
  const allResults = `${ctx.origin}${siteRoutes(ctx.locale).properties}${query ? `?${query}` : ''}`;
  const foot = footer(ctx);
  const textItems: string[] = [];
  const htmlItems: string[] = [];
  for (const item of shown) {
    const link = `${ctx.origin}${listingPath(ctx.locale, item.slug, item.uls)}`;
    const price = priceText(item, ctx.locale);
    const rooms = roomsText(item, ctx.locale);
    const kind = t(`alert.kind.${item.kind}`);
    const address = `${item.street}, ${item.municipality}`;
    textItems.push(
      [`* ${kind}: ${price.now}${price.was ? ` (${price.was})` : ''}`, `  ${address}`, rooms ? `  ${rooms}` : null, `  ${link}`].filter(Boolean).join('\n'),
    );
    const photo = item.photo
      ? `<td width="140" valign="top"><a href="${escapeHtml(link)}"><img src="${escapeHtml(absolute(ctx.origin, item.photo))}" width="140" alt="" style="display:block;border-radius:4px"></a></td>`
      : '';
    htmlItems.push(
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px"><tr>${photo}
<td valign="top" style="padding-left:12px"><div style="font-size:12px;text-transform:uppercase;color:#1a5fb4">${escapeHtml(kind)}</div>
<div style="font-size:18px;font-weight:bold">${escapeHtml(price.now)}${price.was ? ` <span style="font-size:13px;font-weight:normal;color:#666;text-decoration:line-through">${escapeHtml(price.was)}</span>` : ''}</div>
<div>${escapeHtml(address)}</div>${rooms ? `<div style="color:#555">${escapeHtml(rooms)}</div>` : ''}
<div><a href="${escapeHtml(link)}">${escapeHtml(t('alert.view'))}</a></div></td></tr></table>`,
    );
  }
  const subject = t('alert.subject', { count: items.length, criteria });
  return {
    to: ctx.to,
    subject,
    text: `${t('alert.intro')} ${criteria}\n\n${textItems.join('\n\n')}\n\n${t('alert.more')}: ${allResults}\n\n${foot.text}`,
    html: page(
      ctx.locale,
      `<p>${escapeHtml(t('alert.intro'))} <strong>${escapeHtml(criteria)}</strong></p>${htmlItems.join('\n')}
<p><a href="${escapeHtml(allResults)}">${escapeHtml(t('alert.more'))}</a></p>${foot.html}`,
    ),
    headers: unsubscribeHeaders(ctx),
  };
}
