import 'server-only';
import { forbidden } from 'next/navigation';
import { requireRole, type SiteEditor } from '@/lib/auth/current-editor';
import { viewerFacts } from '@/lib/review/page-access';
import { canOpen, navEntry, type WorkspaceNavItem } from './nav-items';

/**
 * The guard of a workspace screen, with the least role of its row in the navigation table:
 * the menu and the guard read the same row, so a screen cannot open to more people than
 * the menu shows it to. `nextPath` is where sign-in comes back (default: the entry's page).
 * A row open to more than its role (alsoFor) lets in anyone signed in on the site, then asks
 * the same question as the menu.
 */
export async function requireEntry(key: WorkspaceNavItem['key'], nextPath?: string): Promise<SiteEditor> {
  const entry = navEntry(key);
  if (!entry.alsoFor) return requireRole(entry.minRole, nextPath ?? entry.href('fr'));
  const me = await requireRole('broker', nextPath ?? entry.href('fr'));
  if (!canOpen(entry, me.role, viewerFacts(me.site, me))) forbidden();
  return me;
}
