import type { Site } from '@/lib/sites/sites';
import type { Queryable } from '@/lib/db/types';
import type { Editor } from './editors';
import { QA_HOME } from './next-path';
import { accessOnSite } from './roles';

/**
 * Where a person lands after signing in (no `next`), accepting an invitation or resetting
 * their password: a page their role on the request's site may open. A broker cannot open the
 * pages list (/qa), so they land on their own profile (or their leads when no member is linked).
 */
export async function landingPath(db: Queryable, editor: Editor, site: Pick<Site, 'id'> | null): Promise<string> {
  if (!site) return QA_HOME;
  const access = await accessOnSite(db, editor, site.id);
  if (access?.role === 'broker') return access.memberId ? '/qa/members' : '/qa/leads';
  return QA_HOME;
}
