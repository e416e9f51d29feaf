import '@/styles/globals.css';
import { inter } from '@/styles/fonts';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { WorkspaceRole } from '@/builder/shell/nav-items';
import { WorkspaceNav } from '@/builder/shell/WorkspaceNav';
import { getCurrentAccess, getCurrentEditor } from '@/lib/auth/current-editor';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { getDb } from '@/lib/db';
import { countUnhandledLeads } from '@/lib/leads/queries';
import { leadScopeOf } from '@/lib/leads/scope';
import { localeInfo, otherLocales } from '@/lib/i18n/locales';
import { viewerFacts } from '@/lib/review/page-access';
import styles from './styles.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await getQaLocale(), namespace: 'qa' });
  return {
    title: { default: t('shell.title'), template: `%s · ${t('shell.title')}` },
    robots: { index: false, follow: false },
  };
}

/**
 * Root layout of the editor area (outside the site's [locale] layout). Layouts get no
 * search params, so the language here comes from the cookie; pages also honour ?lang
 * and set it on their <main>.
 */
export default async function QaLayout({ children }: { children: ReactNode }) {
  const locale = await getQaLocale();
  const other = otherLocales(locale)[0] ?? 'en';
  const t = await getTranslations({ locale, namespace: 'qa' });
  const common = await getTranslations({ locale, namespace: 'common' });
  // The workspace navigation is for signed-in editors only (not on the login page).
  const editor = await getCurrentEditor();
  const access = editor ? await getCurrentAccess() : null;
  const unhandledLeads = access ? await countUnhandledLeads(await getDb(), await leadScopeOf(await getDb(), access)) : 0;
  // The viewer's role on the request's site: the navigation shows only what it may open.
  const role: WorkspaceRole | null = access?.role ?? null;
  return (
    <html lang={localeInfo[locale].iso} className={inter.variable}>
      <body className={styles.body}>
        {/* Past the bar's menus to the screen (WorkspacePage's <main id>). */}
        <a href="#workspace-main" className={styles.skip}>
          {common('skip-to-content')}
        </a>
        {/* Past the header's links to the screen, as on the public site. */}
        <a className="skip-link" href="#workspace-content">
          {t('shell.skip')}
        </a>
        <header className={styles.bar}>
          <Link href="/qa" className={styles.brand}>
            {t('shell.title')}
          </Link>
          {editor && role && <WorkspaceNav locale={locale} role={role} facts={access ? viewerFacts(access.site, access) : undefined} unhandledLeads={unhandledLeads} />}
          {/* A route handler, not a page: it stores the language and comes back here. */}
          <a
            href={`/api/auth/language?lang=${other}`}
            hrefLang={other}
            lang={localeInfo[other].iso}
            title={t('shell.other-language-label')}
            className={styles.languageLink}
          >
            {t('shell.other-language')}
          </a>
        </header>
        <div id="workspace-content" tabIndex={-1}>
          {children}
        </div>
      </body>
    </html>
  );
}
