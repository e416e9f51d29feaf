import type { OfficeCardData } from '@/lib/offices/view';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The office popup: name, address, phone and links to its page and to directions (escaped). */
export function officePopupHtml(office: OfficeCardData, labels: { details: string; directions: string }): string {
  return [
    '<div class="place-popup">',
    `<strong>${escapeHtml(office.name)}</strong>`,
    `<span>${escapeHtml(office.street)}<br>${escapeHtml(`${office.city} (QC) ${office.postal_code}`)}</span>`,
    office.phone ? `<a href="${escapeHtml(office.phone.href)}">${escapeHtml(office.phone.display)}</a>` : '',
    `<span><a href="${escapeHtml(office.url)}">${escapeHtml(labels.details)}</a> · `,
    `<a href="${escapeHtml(office.directions_url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(labels.directions)}</a></span>`,
    '</div>',
  ].join('');
}
