import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { WORKSPACE_NAV } from './items';
import { WorkspaceNavLinks, type NavLink } from './WorkspaceNavLinks.client';

/**
 * The workspace navigation, rendered by app/qa/layout.tsx on every signed-in /qa page,
 * in the workspace language, with the number of leads nobody has handled yet.
 */
export async function WorkspaceNav({ locale, unhandledLeads }: { locale: Locale; unhandledLeads: number }) {
  const t = await getTranslations({ locale, namespace: 'qa.nav' });
  const links: NavLink[] = WORKSPACE_NAV.map((item) => ({
    key: item.key,
    href: item.href(locale),
    label: t(item.key),
    count: item.countsUnhandledLeads && unhandledLeads > 0 ? unhandledLeads : undefined,
    countLabel: item.countsUnhandledLeads ? t('unhandled', { count: unhandledLeads }) : undefined,
  }));
  return <WorkspaceNavLinks links={links} label={t('label')} locale={locale} />;
}
