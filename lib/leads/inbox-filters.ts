import { z } from 'zod';
import { LEAD_FORM_TYPES } from './payloads';
import type { LeadFilters } from './queries';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((value) => !Number.isNaN(Date.parse(value)));

type Query = Record<string, string | string[] | undefined> | URLSearchParams;

function first(query: Query, key: string): string | undefined {
  const value = query instanceof URLSearchParams ? query.get(key) ?? undefined : query[key];
  return Array.isArray(value) ? value[0] : value;
}

/** ?type=&from=&to= of the inbox and the export; anything malformed is ignored. */
export function readLeadFilters(query: Query): LeadFilters {
  const type = z.enum(LEAD_FORM_TYPES).safeParse(first(query, 'type'));
  const from = day.safeParse(first(query, 'from'));
  const to = day.safeParse(first(query, 'to'));
  return {
    formType: type.success ? type.data : undefined,
    from: from.success ? from.data : undefined,
    to: to.success ? to.data : undefined,
  };
}
