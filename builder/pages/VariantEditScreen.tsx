import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { BlocksEditorLoader } from '@/builder/workspace/BlocksEditorLoader.client';
import { qaClientMessages, workspaceProps } from '@/builder/workspace/workspace-props';
import { requireRole } from '@/lib/auth/current-editor';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { getRequestSite } from '@/lib/sites/request-site';
import { getDb } from '@/lib/db';
import { isEditorError } from '@/lib/editor/errors';
import { parseId } from '@/lib/editor/http';
import { getVariant } from '@/lib/editor/variants';
import { SITE_TIME_ZONE } from '@/lib/format/date';

interface VariantEditProps {
  params: Promise<{ id: string; variantId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Puck over a variant's content; saving also publishes it (validated first). */
export default async function VariantEditPage({ params, searchParams }: VariantEditProps) {
  const { id: rawPageId, variantId: rawId } = await params;
  await requireRole('editor', `/qa/pages/${rawPageId}/variants/${rawId}/edit`);
  const locale = await getQaLocale(await searchParams);
  const id = parseId(rawId);
  const site = await getRequestSite();
  if (id === null || !site) notFound();
  const variant = await getVariant(await getDb(), id, site.id).catch((error: unknown) => {
    if (isEditorError(error)) notFound();
    throw error;
  });
  if (String(variant.pageId) !== rawPageId) notFound();
  const t = await getTranslations({ locale, namespace: 'editor' });
  return (
    <NextIntlClientProvider locale={locale} messages={qaClientMessages(locale)} timeZone={SITE_TIME_ZONE}>
      <BlocksEditorLoader
        {...workspaceProps(site, locale)}
        title={t('variants.title', { name: variant.name })}
        blocks={variant.content}
        scope="page"
        saveUrl={`/api/editor/variants/${variant.id}`}
        blocksKey="content"
        publishUrl={`/api/editor/variants/${variant.id}/publish`}
        saveLabel={t('workspace.save-publish')}
        backHref={`/qa/pages/${rawPageId}/edit`}
      />
    </NextIntlClientProvider>
  );
}
