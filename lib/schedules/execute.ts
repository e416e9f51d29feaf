import { publishArticle, unpublishArticle } from '@/lib/editor/article-editor';
import type { Database } from '@/lib/db/types';
import type { EditorRef } from '@/lib/editor/editor-ref';
import { isEditorError } from '@/lib/editor/errors';
import { publish } from '@/lib/editor/publish';
import { withdrawPage } from '@/lib/editor/withdraw';
import { withdrawAtContractEnd } from '@/lib/listings/contract-withdrawal';
import { getManualListing, saveManualListing } from '@/lib/listings/sources/manual';
import type { Schedule } from './types';

/** A run's outcome: done, or refused with the publish rules' problems or a reason code. */
export type ScheduleOutcome = { ok: true } | { ok: false; message: string; problems?: unknown[] };

/**
 * Carries out a due schedule through the very functions the editor's buttons call, so the
 * same checks apply (schema, alt text, advertising rules, French first, person in charge)
 * and the same cache tags expire; the page's version and the article's history name the
 * person who scheduled it.
 *
 * Supervised publishing plugs in here: where review is on for the scheduler's role, the
 * `publish` branch submits the version for approval instead of publishing it.
 */
export async function executeSchedule(db: Database, schedule: Schedule, by: EditorRef, now = new Date()): Promise<ScheduleOutcome> {
  const { siteId, itemId } = schedule;
  if (schedule.kind === 'page') {
    if (schedule.action === 'withdraw') return (await withdrawPage(db, itemId, siteId, by.name)) ? { ok: true } : { ok: false, message: 'not_published' };
    try {
      const result = await publish(db, itemId, by, { siteId, expectedVersion: schedule.version ?? undefined });
      return result.published ? { ok: true } : { ok: false, message: 'invalid_blocks', problems: result.problems };
    } catch (error) {
      // The draft changed after it was scheduled (version_conflict), or the page is gone.
      if (isEditorError(error)) return { ok: false, message: error.code };
      throw error;
    }
  }
  if (schedule.kind === 'article') {
    if (schedule.action === 'withdraw') return (await unpublishArticle(db, siteId, itemId)) ? { ok: true } : { ok: false, message: 'item_not_found' };
    const outcome = await publishArticle(db, siteId, itemId, by.name);
    if (outcome === true) return { ok: true };
    return outcome === false ? { ok: false, message: 'item_not_found' } : { ok: false, message: 'invalid_blocks', problems: outcome.problems };
  }
  if (schedule.origin === 'contract_end') return withdrawAtContractEnd(db, siteId, itemId, by.name, now);
  const listing = await getManualListing(db, siteId, itemId);
  if (!listing) return { ok: false, message: 'item_not_found' };
  const saved = await saveManualListing(db, siteId, itemId, { ...listing, status: schedule.action === 'publish' ? 'active' : 'withdrawn' }, new Date(), by.name);
  return saved.ok ? { ok: true } : { ok: false, message: saved.field ? `${saved.field}: ${saved.error}` : saved.error };
}
