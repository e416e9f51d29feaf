import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { PageView } from '@/components/page/PageView';
import { getCurrentEditor } from '@/lib/auth/current-editor';
import { getPublishedPage } from '@/lib/cms/cached';
import { attachBlockData } from '@/lib/cms/block-data';
import { getDb } from '@/lib/db';
import { isLocale } from '@/lib/i18n/locales';
import { BlocksTestTabs } from './BlocksTestTabs';
import { ContentTypesDemo } from './ContentTypesDemo';
import { CONTENT_TYPES_TAB, testTabs } from './test-tabs';
import { config } from '@/lib/config/env';

interface BlocksTestProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The developer test page (spec 001 "a developer-only test page with tabs"): every block
 * of the registry with its demo fields, one tab per editor category, inside the site's
 * own header, footer and theme. Reachable in development, or by a signed-in editor;
 * anyone else gets the 404 page.
 */
export default async function BlocksTestPage({ params, searchParams }: BlocksTestProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  if (config().NODE_ENV !== 'development' && !(await getCurrentEditor())) notFound();
  setRequestLocale(locale);

  const { site, result } = await getPublishedPage(locale, '/', null);
  if (!('page' in result)) notFound();
  const tabs = testTabs();
  const requested = (await searchParams).tab;
  const types = requested === CONTENT_TYPES_TAB;
  const active = tabs.find((tab) => tab.category === requested) ?? tabs[0];
  if (!active) notFound();
  const content = types ? [] : await attachBlockData(await getDb(), site?.id ?? '', locale, active.blocks);
  return (
    <PageView
      page={{ ...result.page, content }}
      locale={locale}
      lead={
        <>
          <BlocksTestTabs tabs={tabs} active={types ? CONTENT_TYPES_TAB : active.category} locale={locale} />
          {types ? <ContentTypesDemo locale={locale} /> : null}
        </>
      }
    />
  );
}
