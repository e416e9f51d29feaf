import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { locales, type Locale } from '@/lib/i18n/locales';
import type { ViewerFacts } from '@/lib/review/page-access';
import { navGroupsFor, type WorkspaceRole } from './nav-items';
import { WorkspaceNavLinks, type NavMenus } from './WorkspaceNavLinks.client';

async function menusFor(locale: Locale, role: WorkspaceRole, facts: ViewerFacts | undefined, unhandledLeads: number): Promise<NavMenus> {
  const t = await getTranslations({ locale, namespace: 'qa.nav' });
  const groupLabel = await getTranslations({ locale, namespace: 'qa.navGroups' });
  const dashboard = await getTranslations({ locale, namespace: 'qa.dashboard' });
  return {
    label: t('label'),
    menuLabel: t('menu'),
    signOut: dashboard('logout'),
    groups: navGroupsFor(role, undefined, facts).map(({ group, items }) => ({
      key: group,
      label: groupLabel(group),
      links: items.map((item) => ({
        key: item.key,
        href: item.href(locale),
        label: t(item.key),
        count: item.countsUnhandledLeads && unhandledLeads > 0 ? unhandledLeads : undefined,
        countLabel: item.countsUnhandledLeads ? t('unhandled', { count: unhandledLeads }) : undefined,
      })),
    })),
  };
}

/**
 * The workspace navigation, rendered by app/qa/layout.tsx on every signed-in /qa page,
 * with the number of leads nobody has handled yet: one menu per group of the table in
 * nav-items.ts, holding only what `role` (and the viewer's `facts` on this site) may open. Layouts get no search params, so both
 * languages are rendered here and the client leaf follows the page's ?lang (else the cookie's).
 */
export async function WorkspaceNav({ locale, role, facts, unhandledLeads }: { locale: Locale; role: WorkspaceRole; facts?: ViewerFacts; unhandledLeads: number }) {
  const byLocale = Object.fromEntries(await Promise.all(locales.map(async (l) => [l, await menusFor(l, role, facts, unhandledLeads)] as const))) as Record<
    Locale,
    NavMenus
  >;
  const fallback = <WorkspaceNavLinks byLocale={byLocale} locale={locale} followQuery={false} />;
  return (
    <Suspense fallback={fallback}>
      <WorkspaceNavLinks byLocale={byLocale} locale={locale} followQuery />
    </Suspense>
  );
}
