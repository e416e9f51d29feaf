import type { Metadata } from 'next';
import { siteName } from '@/lib/site/site-name';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { qaClientMessages } from '@/builder/workspace/workspace-props';
import { requireEntry } from '@/builder/shell/require-entry';
import { QA_HOME } from '@/lib/auth/next-path';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { getRequestSite } from '@/lib/sites/request-site';
import { getDb } from '@/lib/db';
import { listPages } from '@/lib/editor/page-list';
import { schedulesByItem } from '@/lib/schedules/manage';
import { localeInfo } from '@/lib/i18n/locales';
import { CreatePageForm } from './CreatePageForm.client';
import dashboard from './styles.module.css';
import { PagesTable } from './PagesTable';
import styles from '@/builder/shell/styles.module.css';
import { SITE_TIME_ZONE } from '@/lib/format/date';

interface QaHomeProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: QaHomeProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await getQaLocale(await searchParams), namespace: 'editor.dashboard' });
  return { title: { absolute: t('title') } };
}

/** The editor's home: the request site's pages and page creation (the tools are in the workspace navigation). */
export default async function QaHome({ searchParams }: QaHomeProps) {
  const editor = await requireEntry('pages', QA_HOME);
  const locale = await getQaLocale(await searchParams);
  const site = await getRequestSite();
  if (!site) notFound();
  const t = await getTranslations({ locale, namespace: 'editor.dashboard' });
  const tq = await getTranslations({ locale, namespace: 'qa' });
  const db = await getDb();
  const [pages, schedules] = await Promise.all([listPages(db, site.id), schedulesByItem(db, site.id, 'page')]);
  // A broker of a site that reviews brokers edits and submits pages; creating, duplicating and deleting stay editors' work.
  const manages = editor.role !== 'broker';

  return (
    <NextIntlClientProvider locale={locale} messages={qaClientMessages(locale)} timeZone={SITE_TIME_ZONE}>
      <main className={`${styles.page} ${dashboard.wide}`} lang={localeInfo[locale].iso}>
        <div className={styles.header}>
          <div>
            <h1>{t('title')}</h1>
            <p>{t('site', { name: siteName(site, locale) })}</p>
            <p className={styles.muted}>
              {tq('dashboard.greeting', { name: editor.name })} · {tq('dashboard.signed-in-as', { email: editor.email })}
            </p>
          </div>
          <form method="post" action="/api/auth/logout">
            <button type="submit" className="btn btn--secondary btn--small">
              {tq('dashboard.logout')}
            </button>
          </form>
        </div>
        <nav aria-label={t('nav-label')} className={dashboard.nav}>
          <Link className="btn btn--link btn--small" href="/fr" hrefLang="fr">{tq('dashboard.site-fr')}</Link>
          <Link className="btn btn--link btn--small" href="/en" hrefLang="en">{tq('dashboard.site-en')}</Link>
        </nav>
        <section className={styles.panel} aria-labelledby="qa-pages">
          <h2 id="qa-pages">{t('pages-heading')}</h2>
          <PagesTable pages={pages} locale={locale} schedules={schedules} manage={manages} />
        </section>
        {manages ? (
          <section className={styles.panel} aria-labelledby="qa-new-page">
            <h2 id="qa-new-page">{t('create-heading')}</h2>
            <CreatePageForm />
          </section>
        ) : null}
      </main>
    </NextIntlClientProvider>
  );
}
