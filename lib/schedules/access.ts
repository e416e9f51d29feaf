import { roleAllows, type Role } from '@/lib/auth/roles';
import type { EditorRef } from '@/lib/editor/editor-ref';
import { listingEditRefusal } from '@/lib/listings/sources/broker-access';
import { ScheduleError } from './errors';
import type { ScheduleKind } from './types';

/** Who schedules, on which site, with their role there (the route's guard gives it). */
export interface ScheduleActor {
  editor: EditorRef;
  siteId: string;
  role: Role;
  /** The broker's own member (null for every other role). */
  memberId: number | null;
}

/**
 * The least role that may schedule each kind: the role that may publish it now (pages and
 * articles: editor; hand-managed listings: a broker, on the listings they are listed on).
 */
const NEEDS: Record<ScheduleKind, Role> = { page: 'editor', article: 'editor', listing: 'broker' };

export function assertMaySchedule(actor: ScheduleActor, kind: ScheduleKind, listing?: { broker_ids: readonly number[] } | null): void {
  if (!roleAllows(actor.role, NEEDS[kind])) throw new ScheduleError('forbidden', `Scheduling a ${kind} needs the ${NEEDS[kind]} role`);
  if (kind === 'listing' && listing) {
    const refusal = listingEditRefusal(actor, listing);
    if (refusal) throw new ScheduleError('forbidden', refusal);
  }
}
