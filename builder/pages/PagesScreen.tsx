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
import { schedulesByItem } from '@/lib/schedules/manage';
import { SITE_TIME_ZONE } from '@/lib/format/date';
import { getDb } from '@/lib/db';
import { listPages } from '@/lib/editor/page-list';
import { CreatePageForm } from './CreatePageForm.client';
import { PagesTable } from './PagesTable';
import { PageHeader, WorkspacePage } from '@/builder/shell/kit';
import { button, kitClass } from '@/builder/shell/button';

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
      <WorkspacePage locale={locale}>
        <PageHeader
          title={t('title')}
          lead={t('site', { name: siteName(site, locale) })}
          actions={
            manages ? (
              <a className={button('primary')} href="#qa-new-page">
                {t('create-heading')}
              </a>
            ) : undefined
          }
        >
          <p className={kitClass.muted}>
            {tq('dashboard.greeting', { name: editor.name })} · {tq('dashboard.signed-in-as', { email: editor.email })}
          </p>
          <nav aria-label={t('nav-label')} className={kitClass.actions}>
            <Link className={button('secondary')} href="/fr" hrefLang="fr">{tq('dashboard.site-fr')}</Link>
            <Link className={button('secondary')} href="/en" hrefLang="en">{tq('dashboard.site-en')}</Link>
          </nav>
        </PageHeader>
        <section className={kitClass.panel} aria-labelledby="qa-pages">
          <h2 id="qa-pages">{t('pages-heading')}</h2>
          <PagesTable pages={pages} locale={locale} schedules={schedules} manage={manages} />
        </section>
        {manages ? (
          <section className={kitClass.panel} aria-labelledby="qa-new-page-heading" id="qa-new-page">
            <h2 id="qa-new-page-heading">{t('create-heading')}</h2>
            <CreatePageForm />
          </section>
        ) : null}
      </WorkspacePage>
    </NextIntlClientProvider>
  );
}
