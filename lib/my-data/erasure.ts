import { recordActivity } from '@/lib/activity/record';
import type { Database, Queryable } from '@/lib/db/types';
import { loadEmailSenderById } from '@/lib/emails/load-sender';
import { bareSender } from '@/lib/emails/sender';
import { publicOrigin } from '@/lib/http/public-origin';
import type { Locale } from '@/lib/i18n/locales';
import { enqueueMessage } from '@/lib/mail/outbox';
import type { MyDataAccess } from './access';
import { anonymiseLeads } from './anonymise';
import { erasureDoneEmail } from './emails';
import { isKeepReason, type KeepReason } from './keep-reasons';

/** The Act gives the site 30 days to answer a request (s. 32). */
export const ERASURE_DEADLINE_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;

export interface ErasureReceipt {
  requestId: number;
  searchesRemoved: number;
  leadsQueued: number;
  /** Nothing waited for the admin: the request is done and the visitor told at once. */
  done: boolean;
  dueAt: string;
}

/**
 * The visitor's erasure request, from their "My data" link: their saved searches on this
 * site go at once (with their pending alerts); their leads wait in the site admin's queue
 * (/qa/erasure) with a 30-day deadline. Recorded in the activity log, without the address.
 */
export async function requestErasure(db: Database, access: MyDataAccess, now = new Date()): Promise<ErasureReceipt> {
  return db.transaction(async (tx) => {
    const removed = await tx.query('delete from saved_searches where site_id = $1 and lower(email) = $2 returning id', [access.siteId, access.email]);
    // A lead already waiting in an open request is not queued twice.
    const leads = await tx.query<{ id: number | string }>(
      `select l.id from leads l
        where l.site_id = $1 and lower(l.email) = $2 and l.anonymised_at is null
          and not exists (select 1 from erasure_items i where i.lead_id = l.id and i.decision is null)
        order by l.id`,
      [access.siteId, access.email],
    );
    const dueAt = new Date(now.getTime() + ERASURE_DEADLINE_DAYS * DAY_MS).toISOString();
    const inserted = await tx.query<{ id: number | string }>(
      `insert into erasure_requests (site_id, data_request_id, email, locale, requested_at, due_at, searches_removed)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [access.siteId, access.requestId, access.email, access.locale, now.toISOString(), dueAt, removed.length],
    );
    const requestId = Number(inserted[0]!.id);
    if (leads.length > 0) {
      await tx.query(
        `insert into erasure_items (request_id, site_id, lead_id, due_at) select $1, $2, id, $3 from unnest($4::bigint[]) as x(id)`,
        [requestId, access.siteId, dueAt, leads.map((lead) => Number(lead.id))],
      );
    }
    await recordActivity(tx, {
      editor: null,
      siteId: access.siteId,
      entity: 'erasure',
      entityId: requestId,
      action: 'request',
      detail: { message: 'erasure-requested', params: { searches: removed.length, leads: leads.length } },
    });
    const done = leads.length === 0;
    if (done) await completeRequest(tx, requestId, now);
    return { requestId, searchesRemoved: removed.length, leadsQueued: leads.length, done, dueAt };
  });
}

/** The open erasure request of the address on the site, if any (the page shows its deadline). */
export async function openErasureOf(db: Queryable, siteId: string, email: string): Promise<{ dueAt: string } | null> {
  const rows = await db.query<{ due_at: Date }>(
    `select due_at from erasure_requests where site_id = $1 and lower(email) = $2 and completed_at is null order by due_at limit 1`,
    [siteId, email.toLowerCase()],
  );
  return rows[0] ? { dueAt: new Date(rows[0].due_at).toISOString() } : null;
}

export type ErasureDecision = { decision: 'anonymise' } | { decision: 'keep'; reason: KeepReason };

export type DecideError = 'not-found' | 'already-decided' | 'reason-required' | 'decision-invalid';

/** The body of the admin's decision, checked: a reason from the fixed list to keep, none to anonymise. */
export function readDecision(raw: unknown): { ok: true; value: ErasureDecision } | { ok: false; error: DecideError } {
  const body = (raw ?? {}) as { decision?: unknown; reason?: unknown };
  if (body.decision === 'anonymise') return { ok: true, value: { decision: 'anonymise' } };
  if (body.decision !== 'keep') return { ok: false, error: 'decision-invalid' };
  if (!isKeepReason(body.reason)) return { ok: false, error: 'reason-required' };
  return { ok: true, value: { decision: 'keep', reason: body.reason } };
}

/**
 * The site admin's decision on one queued lead: anonymise it, or keep it for a reason the law
 * allows. Only an item of `siteId` (another site's reads as not found). Recorded in the
 * activity log; the last decision of a request completes it and e-mails the visitor.
 */
export async function decideErasure(
  db: Database,
  input: { siteId: string; itemId: number; editor: { id: number; name: string }; decision: ErasureDecision; now?: Date },
): Promise<{ ok: true; requestDone: boolean } | { ok: false; error: DecideError }> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const items = await tx.query<{ request_id: number | string; lead_id: number | string | null; decision: string | null }>(
      'select request_id, lead_id, decision from erasure_items where id = $1 and site_id = $2 for update',
      [input.itemId, input.siteId],
    );
    const item = items[0];
    if (!item) return { ok: false, error: 'not-found' } as const;
    if (item.decision !== null) return { ok: false, error: 'already-decided' } as const;
    const leadId = item.lead_id === null ? null : Number(item.lead_id);
    const keep = input.decision.decision === 'keep' ? input.decision.reason : null;
    if (!keep && leadId !== null) await anonymiseLeads(tx, [leadId], now);
    await tx.query(`update erasure_items set decision = $2, keep_reason = $3, decided_at = $4, decided_by = $5 where id = $1`, [
      input.itemId,
      keep ? 'kept' : 'anonymised',
      keep,
      now.toISOString(),
      input.editor.name,
    ]);
    await recordActivity(tx, {
      editor: input.editor,
      siteId: input.siteId,
      entity: 'erasure',
      entityId: input.itemId,
      action: keep ? 'keep' : 'anonymise',
      detail: keep ? { message: 'erasure-kept', params: { lead: leadId ?? 0, reason: keep } } : { message: 'erasure-anonymised', params: { lead: leadId ?? 0 } },
    });
    const open = await tx.query('select 1 from erasure_items where request_id = $1 and decision is null limit 1', [item.request_id]);
    if (open.length > 0) return { ok: true, requestDone: false } as const;
    await completeRequest(tx, Number(item.request_id), now);
    return { ok: true, requestDone: true } as const;
  });
}

/** Marks a request done, e-mails the visitor what was erased or kept and why, and forgets the address. */
async function completeRequest(tx: Queryable, requestId: number, now: Date): Promise<void> {
  const rows = await tx.query<{ site_id: string; email: string | null; locale: Locale; searches_removed: number; site_name: string; domains: string[] }>(
    `select e.site_id, e.email, e.locale, e.searches_removed, s.name as site_name, s.domains
       from erasure_requests e join sites s on s.id = e.site_id where e.id = $1`,
    [requestId],
  );
  const request = rows[0];
  if (!request) return;
  const decisions = await tx.query<{ decision: string; keep_reason: string | null }>('select decision, keep_reason from erasure_items where request_id = $1', [requestId]);
  const kept = decisions.map((row) => row.keep_reason).filter(isKeepReason);
  if (request.email) {
    const sender = (await loadEmailSenderById(tx, request.site_id, request.locale)) ?? bareSender(request.site_name, publicOrigin({ domains: request.domains }));
    const outcome = { searchesRemoved: Number(request.searches_removed), anonymised: decisions.filter((row) => row.decision === 'anonymised').length, kept };
    await enqueueMessage(tx, await erasureDoneEmail({ sender, to: request.email, locale: request.locale, outcome }), null, request.site_id);
  }
  await tx.query('update erasure_requests set completed_at = $2, email = null where id = $1', [requestId, now.toISOString()]);
}

export interface ErasureQueueItem {
  id: number;
  requestId: number;
  requestedAt: string;
  dueAt: string;
  lead: { id: number; formType: string; createdAt: string; name: string } | null;
  decision: 'anonymised' | 'kept' | null;
  keepReason: KeepReason | null;
  decidedAt: string | null;
  decidedBy: string | null;
}

/** The site's queue for /qa/erasure: open items by deadline first, then the latest decided ones. */
export async function listErasureQueue(db: Queryable, siteId: string, limit = 200): Promise<ErasureQueueItem[]> {
  const rows = await db.query<{
    id: number | string; request_id: number | string; requested_at: Date; due_at: Date; lead_id: number | string | null; form_type: string | null;
    lead_created_at: Date | null; full_name: string | null; decision: 'anonymised' | 'kept' | null; keep_reason: string | null; decided_at: Date | null; decided_by: string | null;
  }>(
    `select i.id, i.request_id, r.requested_at, i.due_at, i.lead_id, l.form_type, l.created_at as lead_created_at, l.full_name,
            i.decision, i.keep_reason, i.decided_at, i.decided_by
       from erasure_items i
       join erasure_requests r on r.id = i.request_id
       left join leads l on l.id = i.lead_id
      where i.site_id = $1
      order by (i.decision is null) desc, case when i.decision is null then i.due_at end asc, i.decided_at desc nulls last, i.id desc
      limit $2`,
    [siteId, limit],
  );
  const iso = (value: Date) => new Date(value).toISOString();
  return rows.map((row) => ({
    id: Number(row.id),
    requestId: Number(row.request_id),
    requestedAt: iso(row.requested_at),
    dueAt: iso(row.due_at),
    lead: row.lead_id === null || row.form_type === null ? null : { id: Number(row.lead_id), formType: row.form_type, createdAt: iso(row.lead_created_at!), name: row.full_name ?? '' },
    decision: row.decision,
    keepReason: isKeepReason(row.keep_reason) ? row.keep_reason : null,
    decidedAt: row.decided_at ? iso(row.decided_at) : null,
    decidedBy: row.decided_by,
  }));
}
