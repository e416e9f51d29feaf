import type { Locale } from '@/lib/i18n/locales';
import type { ViewerFacts } from '@/lib/review/page-access';

/**
 * Who may open a workspace entry, from the most to the least powerful (lib/auth/roles.ts);
 * the layout passes the viewer's role on the request's site.
 */
export const WORKSPACE_ROLES = ['platform_admin', 'site_admin', 'editor', 'broker'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/** The menus of the navigation, in the order shown; a group with no entry the viewer may open is not shown. */
export const WORKSPACE_NAV_GROUPS = ['content', 'collections', 'listings', 'leads', 'site', 'platform'] as const;
export type WorkspaceNavGroup = (typeof WORKSPACE_NAV_GROUPS)[number];

/**
 * The ONE table of the editor workspace's destinations (DESIGN.md: "the /qa workspace has
 * one navigation on every page"). A new screen or collection adds its row here, not a row
 * of buttons on a page. `key` names the label under `qa.nav.*` in the messages, `group`
 * the menu it is in (label under `qa.nav.groups.*`), `minRole` the least role that may open it.
 */
export interface WorkspaceNavItem {
  key:
    | 'pages'
    | 'leads'
    | 'alerts'
    | 'erasure'
    | 'settings'
    | 'chrome'
    | 'sections'
    | 'machines'
    | 'articles'
    | 'members'
    | 'offices'
    | 'partners'
    | 'media'
    | 'listings'
    | 'feeds'
    | 'account'
    | 'accounts'
    | 'activity'
    | 'compliance'
    | 'emails'
    | 'review'
    | 'sites';
  group: WorkspaceNavGroup;
  minRole: WorkspaceRole;
  /** Path per workspace language (general settings has a French and an English path). */
  href: (locale: Locale) => string;
  /** Other paths that belong to this entry, for the "current page" mark. */
  also?: readonly string[];
  /** The entry shows the count of leads nobody has handled yet. */
  countsUnhandledLeads?: boolean;
  /** Who else opens it, below `minRole`: a fact about the viewer on this site (lib/review/page-access.ts viewerFacts). */
  alsoFor?: keyof ViewerFacts;
}


export const WORKSPACE_NAV: readonly WorkspaceNavItem[] = [
  { key: 'pages', group: 'content', minRole: 'editor', href: () => '/qa', also: ['/qa/pages'], alsoFor: 'reviewedBroker' },
  { key: 'leads', group: 'leads', minRole: 'broker', href: () => '/qa/leads', countsUnhandledLeads: true },
  { key: 'alerts', group: 'leads', minRole: 'broker', href: () => '/qa/alerts' },
  // Visitors' erasure requests (Law 25): the site admin answers for them within 30 days.
  { key: 'erasure', group: 'leads', minRole: 'site_admin', href: () => '/qa/erasure' },
  {
    key: 'settings',
    group: 'site',
    minRole: 'site_admin',
    href: (locale) => (locale === 'fr' ? '/qa/parametres-generaux' : '/qa/general-settings'),
    also: ['/qa/parametres-generaux', '/qa/general-settings'],
  },
  { key: 'chrome', group: 'site', minRole: 'site_admin', href: () => '/qa/site/header-footer' },
  { key: 'sections', group: 'content', minRole: 'editor', href: () => '/qa/sections' },
  { key: 'machines', group: 'platform', minRole: 'platform_admin', href: () => '/qa/machines' },
  { key: 'articles', group: 'content', minRole: 'editor', href: () => '/qa/articles' },
  // A broker keeps their own profile up to date (the API refuses them every other member).
  { key: 'members', group: 'collections', minRole: 'broker', href: () => '/qa/members' },
  { key: 'offices', group: 'collections', minRole: 'editor', href: () => '/qa/offices' },
  { key: 'partners', group: 'collections', minRole: 'editor', href: () => '/qa/partners' },
  { key: 'media', group: 'content', minRole: 'editor', href: () => '/qa/media' },
  { key: 'listings', group: 'listings', minRole: 'broker', href: () => '/qa/listings' },
  { key: 'feeds', group: 'listings', minRole: 'site_admin', href: () => '/qa/feeds' },
  { key: 'accounts', group: 'site', minRole: 'site_admin', href: () => '/qa/accounts' },
  { key: 'activity', group: 'site', minRole: 'site_admin', href: () => '/qa/activity' },
  // Supervised publishing: the submissions waiting for the site admins' or the executive officer's decision.
  { key: 'review', group: 'site', minRole: 'site_admin', href: () => '/qa/review', alsoFor: 'reviewer' },
  // The advertising rules' report: the executive officer's supervision (site admin; a platform admin sees every site).
  { key: 'compliance', group: 'site', minRole: 'site_admin', href: () => '/qa/compliance' },
  // The e-mails the site sends, previewed in its look: what a site admin answers for.
  { key: 'emails', group: 'site', minRole: 'site_admin', href: () => '/qa/emails' },
  { key: 'sites', group: 'platform', minRole: 'platform_admin', href: () => '/qa/sites' },
  // Every signed-in person, whatever their role here: profile, password, sessions.
  { key: 'account', group: 'site', minRole: 'broker', href: () => '/qa/account' },
];

/** True when a viewer with `role` may open the entry (a role opens what it and every lesser role may). */
export function canOpen(item: WorkspaceNavItem, role: WorkspaceRole, facts: Partial<ViewerFacts> = {}): boolean {
  if (item.alsoFor !== undefined && facts[item.alsoFor] === true) return true;
  return WORKSPACE_ROLES.indexOf(role) <= WORKSPACE_ROLES.indexOf(item.minRole);
}

/** The entries a viewer may open, grouped in menu order; empty groups are left out. */
export function navGroupsFor(
  role: WorkspaceRole,
  items: readonly WorkspaceNavItem[] = WORKSPACE_NAV,
  facts: Partial<ViewerFacts> = {},
): { group: WorkspaceNavGroup; items: WorkspaceNavItem[] }[] {
  return WORKSPACE_NAV_GROUPS.map((group) => ({ group, items: items.filter((item) => item.group === group && canOpen(item, role, facts)) })).filter(
    (entry) => entry.items.length > 0,
  );
}

/** True when `pathname` is the entry's page or below it ('/qa' itself matches only exactly). */
export function isCurrentEntry(item: WorkspaceNavItem, locale: Locale, pathname: string): boolean {
  const roots = [item.href(locale), ...(item.also ?? [])];
  return roots.some((root) => (root === '/qa' ? pathname === '/qa' : pathname === root || pathname.startsWith(`${root}/`)));
}

/** The entry of `key`; every key has one row (the type lists the keys of the table). */
export function navEntry(key: WorkspaceNavItem['key']): WorkspaceNavItem {
  const item = WORKSPACE_NAV.find((entry) => entry.key === key);
  if (!item) throw new Error(`No workspace entry ${key}`);
  return item;
}
