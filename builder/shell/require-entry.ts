import 'server-only';
import { requireRole, type SiteEditor } from '@/lib/auth/current-editor';
import { navEntry, type WorkspaceNavItem } from './nav-items';

/**
 * The guard of a workspace screen, with the least role of its row in the navigation table:
 * the menu and the guard read the same row, so a screen cannot open to more people than
 * the menu shows it to. `nextPath` is where sign-in comes back (default: the entry's page).
 */
export function requireEntry(key: WorkspaceNavItem['key'], nextPath?: string): Promise<SiteEditor> {
  const entry = navEntry(key);
  return requireRole(entry.minRole, nextPath ?? entry.href('fr'));
}
