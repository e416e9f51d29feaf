import type { Locale } from '@/lib/i18n/locales';

/**
 * The ONE list of the editor workspace's destinations (DESIGN.md: "the /qa workspace has
 * one navigation on every page"). A new collection adds its entry here, not a row of
 * buttons on a page. `key` names the label under `qa.nav.*` in the messages.
 */
export interface WorkspaceNavItem {
  key: 'pages' | 'leads' | 'settings' | 'chrome' | 'sections' | 'machines' | 'articles' | 'members' | 'offices' | 'partners';
  /** Path per workspace language (general settings has a French and an English path). */
  href: (locale: Locale) => string;
  /** Other paths that belong to this entry, for the "current page" mark. */
  also?: readonly string[];
  /** The entry shows the count of leads nobody has handled yet. */
  countsUnhandledLeads?: boolean;
}

export const WORKSPACE_NAV: readonly WorkspaceNavItem[] = [
  { key: 'pages', href: () => '/qa', also: ['/qa/pages'] },
  { key: 'leads', href: () => '/qa/leads', countsUnhandledLeads: true },
  {
    key: 'settings',
    href: (locale) => (locale === 'fr' ? '/qa/parametres-generaux' : '/qa/general-settings'),
    also: ['/qa/parametres-generaux', '/qa/general-settings'],
  },
  { key: 'chrome', href: () => '/qa/site/header-footer' },
  { key: 'sections', href: () => '/qa/sections' },
  { key: 'machines', href: () => '/qa/machines' },
  { key: 'articles', href: () => '/qa/articles' },
  { key: 'members', href: () => '/qa/members' },
  { key: 'offices', href: () => '/qa/offices' },
  { key: 'partners', href: () => '/qa/partners' },
];

/** True when `pathname` is the entry's page or below it ('/qa' itself matches only exactly). */
export function isCurrentEntry(item: WorkspaceNavItem, locale: Locale, pathname: string): boolean {
  const roots = [item.href(locale), ...(item.also ?? [])];
  return roots.some((root) => (root === '/qa' ? pathname === '/qa' : pathname === root || pathname.startsWith(`${root}/`)));
}
