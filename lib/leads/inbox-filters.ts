import { z } from 'zod';
import { LEAD_FORM_TYPES } from './payloads';
import type { LeadFilters } from './queries';

/** YYYY-MM-DD of a real calendar day: 2026-02-31 is refused, not rolled over to March (nor sent to PostgreSQL). */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, dayOfMonth] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, dayOfMonth));
  return year >= 1900 && year <= 9999 && date.getUTCMonth() === month - 1 && date.getUTCDate() === dayOfMonth;
}

const day = z.string().refine(isCalendarDay);

type Query = Record<string, string | string[] | undefined> | URLSearchParams;

function first(query: Query, key: string): string | undefined {
  const value = query instanceof URLSearchParams ? query.get(key) ?? undefined : query[key];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The parameters of the export that are present but malformed ([] when none): the export
 * answers 400 naming them rather than a file that silently ignores a filter.
 */
export function invalidLeadFilterParams(query: URLSearchParams): string[] {
  const bad: string[] = [];
  const type = query.get('type');
  if (type !== null && type !== '' && !z.enum(LEAD_FORM_TYPES).safeParse(type).success) bad.push('type');
  for (const key of ['from', 'to'] as const) {
    const value = query.get(key);
    if (value !== null && value !== '' && !isCalendarDay(value)) bad.push(key);
  }
  return bad;
}

/** ?recipient=broker:julie-tremblay (type:slug), or 'site' for the site's own leads. */
function readRecipient(value: string | undefined): LeadFilters['recipient'] {
  if (value === 'site') return 'site';
  const match = /^([a-z_]{1,40}):([a-z0-9-]{1,120})$/.exec(value ?? '');
  return match ? { type: match[1]!, slug: match[2]! } : undefined;
}

/** The recipient filter back to its query value. */
export function recipientParam(recipient: LeadFilters['recipient']): string | undefined {
  if (!recipient) return undefined;
  return recipient === 'site' ? 'site' : `${recipient.type}:${recipient.slug}`;
}

/** ?type=&from=&to=&recipient= of the inbox and the export; anything malformed is ignored. */
export function readLeadFilters(query: Query): LeadFilters {
  const type = z.enum(LEAD_FORM_TYPES).safeParse(first(query, 'type'));
  const from = day.safeParse(first(query, 'from'));
  const to = day.safeParse(first(query, 'to'));
  return {
    formType: type.success ? type.data : undefined,
    from: from.success ? from.data : undefined,
    to: to.success ? to.data : undefined,
    recipient: readRecipient(first(query, 'recipient')),
  };
}
