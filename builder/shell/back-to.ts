import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { BackTo } from './kit';
import { navEntry, type WorkspaceNavItem } from './nav-items';

/** A back link to a workspace screen, named as the navigation names it ("← Articles"): one wording everywhere. */
export async function backTo(key: WorkspaceNavItem['key'], locale: Locale): Promise<BackTo> {
  const t = await getTranslations({ locale, namespace: 'qa.nav' });
  return { href: `${navEntry(key).href(locale)}?lang=${locale}`, label: t(key) };
}
