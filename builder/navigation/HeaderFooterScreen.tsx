import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { BlocksEditorLoader } from '@/builder/workspace/BlocksEditorLoader.client';
import { qaClientMessages, workspaceProps } from '@/builder/workspace/workspace-props';
import { requireEntry } from '@/builder/shell/require-entry';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { SITE_TIME_ZONE } from '@/lib/format/date';
import { getRequestSite } from '@/lib/sites/request-site';
import { kitClass } from '@/builder/shell/button';

interface ChromePageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: ChromePageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await getQaLocale(await searchParams), namespace: 'editor.chrome' });
  return { title: t('title') };
}

/** The site-wide header or footer (?part=header|footer) in Puck; saving puts it live. */
export default async function HeaderFooterPage({ searchParams }: ChromePageProps) {
  await requireEntry('chrome');
  const query = await searchParams;
  const locale = await getQaLocale(query);
  const part = query.part === 'footer' ? 'footer' : 'header';
  const site = await getRequestSite();
  if (!site) notFound();
  const t = await getTranslations({ locale, namespace: 'editor' });
  return (
    <NextIntlClientProvider locale={locale} messages={qaClientMessages(locale)} timeZone={SITE_TIME_ZONE}>
      <nav className={kitClass.tabs} aria-label={t('chrome.title')}>
        <span className={kitClass.tabList}>
          {(['header', 'footer'] as const).map((p) => (
            <Link key={p} href={`/qa/site/header-footer?part=${p}&lang=${locale}`} aria-current={part === p ? 'page' : undefined} className={kitClass.tab}>
              {t(`chrome.${p}`)}
            </Link>
          ))}
        </span>
        <span className={kitClass.muted}>{t('chrome.intro')}</span>
      </nav>
      <BlocksEditorLoader
        key={part}
        {...workspaceProps(site, locale)}
        title={t(`chrome.${part}`)}
        blocks={site[part]}
        scope="chrome"
        saveUrl="/api/editor/site/chrome"
        blocksKey="blocks"
        extra={{ part }}
        saveLabel={t('workspace.save-publish')}
        backHref="/qa"
      />
    </NextIntlClientProvider>
  );
}
