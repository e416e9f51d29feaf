import { formatBathCount, formatCurrency } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import type { ListingTooltip } from '@/lib/listing-search/types';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface PopupLabels {
  loading: string;
  unavailable: string;
  bedrooms(count: number): string;
  bathrooms(value: string): string;
}

/** Leaflet popups take HTML: every listing value is escaped. */
export function popupHtml(tooltip: ListingTooltip | null | undefined, locale: Locale, labels: PopupLabels): string {
  if (tooltip === undefined) return `<div class="listing-popup listing-popup--loading">${escapeHtml(labels.loading)}</div>`;
  if (tooltip === null) return `<div class="listing-popup">${escapeHtml(labels.unavailable)}</div>`;
  const photo = tooltip.carousel_images?.[0];
  const bath = formatBathCount(tooltip.specs?.bath);
  const specs = [tooltip.specs?.bed ? labels.bedrooms(Number(tooltip.specs.bed)) : null, bath ? labels.bathrooms(bath) : null].filter(Boolean);
  return [
    `<a class="listing-popup" href="${escapeHtml(tooltip.url)}">`,
    photo ? `<img src="${escapeHtml(photo)}" alt="" loading="lazy" />` : '',
    `<strong>${escapeHtml(formatCurrency(tooltip.price, locale, { decimals: 0 }))}</strong>`,
    `<span>${escapeHtml(tooltip.address)}</span>`,
    specs.length ? `<small>${specs.map((s) => escapeHtml(String(s))).join(' · ')}</small>` : '',
    // The broker line every advertisement of a listing carries (rule mentions, lib/compliance).
    ...(tooltip.broker_mentions ?? []).map((line) => `<small class="listing-popup__broker" data-broker-line>${escapeHtml(line)}</small>`),
    '</a>',
  ].join('');
}
