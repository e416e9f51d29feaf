import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { locales, type Locale } from '@/lib/i18n/locales';
import { WORKSPACE_NAV } from './nav-items';
import { WorkspaceNavLinks, type NavLink } from './WorkspaceNavLinks.client';

async function linksFor(locale: Locale, unhandledLeads: number): Promise<{ label: string; links: NavLink[] }> {
  const t = await getTranslations({ locale, namespace: 'qa.nav' });
  return {
    label: t('label'),
    links: WORKSPACE_NAV.map((item) => ({
      key: item.key,
      href: item.href(locale),
      label: t(item.key),
      count: item.countsUnhandledLeads && unhandledLeads > 0 ? unhandledLeads : undefined,
      countLabel: item.countsUnhandledLeads ? t('unhandled', { count: unhandledLeads }) : undefined,
    })),
  };
}

/**
 * The workspace navigation, rendered by app/qa/layout.tsx on every signed-in /qa page,
 * with the number of leads nobody has handled yet. Layouts get no search params, so both
 * languages are rendered here and the client leaf follows the page's ?lang (else the cookie's).
 */
export async function WorkspaceNav({ locale, unhandledLeads }: { locale: Locale; unhandledLeads: number }) {
  const byLocale = Object.fromEntries(await Promise.all(locales.map(async (l) => [l, await linksFor(l, unhandledLeads)] as const))) as Record<
    Locale,
    { label: string; links: NavLink[] }
  >;
  const fallback = <WorkspaceNavLinks byLocale={byLocale} locale={locale} followQuery={false} />;
  return (
    <Suspense fallback={fallback}>
      <WorkspaceNavLinks byLocale={byLocale} locale={locale} followQuery />
    </Suspense>
  );
}
