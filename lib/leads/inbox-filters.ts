import { z } from 'zod';
import { LEAD_FORM_TYPES } from './payloads';
import type { LeadFilters } from './queries';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((value) => !Number.isNaN(Date.parse(value)));

type Query = Record<string, string | string[] | undefined> | URLSearchParams;

function first(query: Query, key: string): string | undefined {
  const value = query instanceof URLSearchParams ? query.get(key) ?? undefined : query[key];
  return Array.isArray(value) ? value[0] : value;
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
