import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { qaClientMessages, workspaceProps } from '@/builder/workspace/workspace-props';
import { requireEntry } from '@/builder/shell/require-entry';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { getRequestSite } from '@/lib/sites/request-site';
import { localizedHref } from '@/lib/cms/pages';
import { getDb } from '@/lib/db';
import { getEditablePage } from '@/lib/editor/editable-page';
import { isEditorError } from '@/lib/editor/errors';
import { parseId } from '@/lib/editor/http';
import { locales } from '@/lib/i18n/locales';
import { itemReview } from '@/lib/review/queue';
import { reviewApplies } from '@/lib/review/settings';
import { PageEditorLoader } from './PageEditorLoader.client';
import { SITE_TIME_ZONE } from '@/lib/format/date';

interface EditPageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: EditPageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await getQaLocale(await searchParams), namespace: 'editor.dashboard' });
  return { title: t('edit') };
}

/** ?block=<id> (edit mode's Edit link): a block id to select, or nothing if malformed. */
function blockParam(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;
}

/** The Puck editor of one page of the request's site, on one of its blocks with ?block=. */
export default async function EditPage({ params, searchParams }: EditPageProps) {
  const { id: rawId } = await params;
  const query = await searchParams;
  const initialBlockId = blockParam(query.block);
  const me = await requireEntry('pages', `/qa/pages/${rawId}/edit${initialBlockId ? `?block=${encodeURIComponent(initialBlockId)}` : ''}`);
  const locale = await getQaLocale(query);
  const id = parseId(rawId);
  const site = await getRequestSite();
  if (id === null || !site) notFound();
  const page = await getEditablePage(await getDb(), id, site.id).catch((error: unknown) => {
    if (isEditorError(error)) notFound();
    throw error;
  });
  const review = await itemReview(await getDb(), { siteId: site.id, kind: 'page', id });
  const alternatePaths = locales.flatMap((l) => (page.paths[l] !== undefined ? [{ locale: l, path: localizedHref(l, page.paths[l]!) }] : []));
  return (
    <NextIntlClientProvider locale={locale} messages={qaClientMessages(locale)} timeZone={SITE_TIME_ZONE}>
      <PageEditorLoader
        page={page}
        initialBlockId={initialBlockId}
        review={{ applies: reviewApplies(site, me.role), viewer: me.name, state: { pending: review.pending, lastDecision: review.lastDecision } }} {...workspaceProps(site, locale, alternatePaths)} />
    </NextIntlClientProvider>
  );
}
