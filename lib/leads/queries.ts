import type { Queryable } from '@/lib/db/types';
import type { LeadRecord } from './lead-record';
import type { LeadFormType } from './payloads';

const selectLead = `
  select l.id, l.site_id, s.name as site_name, l.form_type, l.locale, l.recipient_type, l.recipient_slug,
         r.name as recipient_name, l.recipient_email, l.full_name, l.first_name, l.last_name, l.email, l.phone, l.message, l.payload,
         l.consent, l.ip_hash, l.user_agent, l.created_at, l.handled_at, l.handled_by,
         o.status as delivery_status, coalesce(o.attempts, 0) as delivery_attempts, o.next_attempt_at,
         o.last_error, o.sent_at
    from leads l
    join sites s on s.id = l.site_id
    -- The addressee's name as the site knows it now (a member's or an office's); null once it is gone.
    left join lead_recipients r on r.site_id = l.site_id and r.type = l.recipient_type and r.slug = l.recipient_slug
    left join lead_outbox o on o.lead_id = l.id`;

export interface LeadFilters {
  formType?: LeadFormType;
  /** Inclusive day range, YYYY-MM-DD (server time zone). */
  from?: string;
  to?: string;
  /** One recipient (recipient_type and recipient_slug); 'site' for leads addressed to the site itself. */
  recipient?: { type: string; slug: string } | 'site';
  limit?: number;
  offset?: number;
}

/**
 * Whose leads a reader may see: the leads of one site, and for a broker only
 * those addressed to their own member (recipient type 'broker', their slug).
 */
export interface LeadScope {
  siteId: string;
  brokerSlug?: string | null;
}

function normalise(row: LeadRecord): LeadRecord {
  return { ...row, id: Number(row.id), delivery_attempts: Number(row.delivery_attempts) };
}

function where(filters: LeadFilters & Partial<LeadScope>): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (filters.siteId !== undefined) {
    params.push(filters.siteId);
    clauses.push(`l.site_id = $${params.length}`);
  }
  if (filters.brokerSlug !== undefined) {
    params.push(filters.brokerSlug ?? '');
    clauses.push(`l.recipient_type = 'broker' and l.recipient_slug = $${params.length}`);
  }
  if (filters.formType) {
    params.push(filters.formType);
    clauses.push(`l.form_type = $${params.length}`);
  }
  if (filters.from) {
    params.push(filters.from);
    clauses.push(`l.created_at >= $${params.length}::date`);
  }
  if (filters.to) {
    params.push(filters.to);
    clauses.push(`l.created_at < $${params.length}::date + 1`);
  }
  if (filters.recipient === 'site') {
    clauses.push('l.recipient_slug is null');
  } else if (filters.recipient) {
    params.push(filters.recipient.type, filters.recipient.slug);
    clauses.push(`l.recipient_type = $${params.length - 1} and l.recipient_slug = $${params.length}`);
  }
  return { sql: clauses.length ? ` where ${clauses.join(' and ')}` : '', params };
}

/** Newest first. */
export async function listLeads(db: Queryable, filters: LeadFilters & Partial<LeadScope> = {}): Promise<LeadRecord[]> {
  const { sql, params } = where(filters);
  params.push(filters.limit ?? 200, filters.offset ?? 0);
  const rows = await db.query<LeadRecord>(
    `${selectLead}${sql} order by l.created_at desc, l.id desc limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return rows.map(normalise);
}

export async function countLeads(db: Queryable, filters: LeadFilters & Partial<LeadScope> = {}): Promise<number> {
  const { sql, params } = where(filters);
  const rows = await db.query<{ n: number }>(`select count(*)::int as n from leads l${sql}`, params);
  return Number(rows[0]?.n ?? 0);
}

/** Leads no editor has marked handled yet (the workspace navigation shows this number). */
export async function countUnhandledLeads(db: Queryable, scope?: LeadScope): Promise<number> {
  const { sql, params } = where(scope ?? {});
  const rows = await db.query<{ n: number }>(
    `select count(*)::int as n from leads l${sql ? `${sql} and` : ' where'} l.handled_at is null`,
    params,
  );
  return Number(rows[0]?.n ?? 0);
}

/** One lead; with a scope, null when it is outside it (another site's id reads as unknown). */
export async function getLead(db: Queryable, id: number, scope?: LeadScope): Promise<LeadRecord | null> {
  const rows = await db.query<LeadRecord>(`${selectLead} where l.id = $1`, [id]);
  const lead = rows[0] ? normalise(rows[0]) : null;
  return lead && (!scope || inScope(lead, scope)) ? lead : null;
}

function inScope(lead: LeadRecord, scope: LeadScope): boolean {
  if (lead.site_id !== scope.siteId) return false;
  return scope.brokerSlug === undefined || (lead.recipient_type === 'broker' && lead.recipient_slug === scope.brokerSlug);
}

/** Marks a lead handled by an editor; false when no such lead. Handling twice keeps the first. */
export async function markLeadHandled(db: Queryable, id: number, editorName: string, scope?: LeadScope): Promise<boolean> {
  if (scope && !(await getLead(db, id, scope))) return false;
  const rows = await db.query<{ id: number }>(
    `update leads set handled_at = coalesce(handled_at, now()), handled_by = coalesce(handled_by, $2)
      where id = $1 returning id`,
    [id, editorName],
  );
  return rows.length === 1;
}
