import type { Metadata } from 'next';
import { forbidden, notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BlockList } from '@/blocks/BlockList';
import { blockClientNamespaces } from '@/blocks/client-messages';
import { blockContextForSite } from '@/components/page/block-context';
import { requireRole } from '@/lib/auth/current-editor';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { getDb } from '@/lib/db';
import { parseId } from '@/lib/editor/http';
import { pick, type Locale } from '@/lib/i18n/locales';
import { mayPreviewVersions, parsePreviewRef, previewRefParam, readVersionPreview, type PreviewRef, type PreviewSide } from '@/lib/review/version-preview';
import type { ItemKind } from '@/lib/review/steps';
import { getRequestSite } from '@/lib/sites/request-site';
import { previewContentLocale, previewFrameWords, VersionsPreviewFrame, type PreviewSideView } from './VersionsPreviewFrame';
import styles from './preview.module.css';

export interface VersionPreviewProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}


export async function versionPreviewMetadata({ searchParams }: VersionPreviewProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await getQaLocale(await searchParams), namespace: 'editor.versions' });
  return { title: t('preview-title') };
}

/**
 * Two versions of a page or an article (?from=…&to=…: a version, `draft`, `live` or
 * `submission-<id>`; live and draft by default) rendered next to each other by the public block components, for whoever
 * may compare them (the versions panel) or decide them (the review queue). The site's theme
 * applies inside the columns only; header and footer are the site's, not the version's.
 */
export async function renderVersionPreview({ kind, params, searchParams }: VersionPreviewProps & { kind: ItemKind }) {
  const { id: rawId } = await params;
  const query = await searchParams;
  const base = `/qa/${kind === 'page' ? 'pages' : 'articles'}/${rawId}/versions/preview`;
  const me = await requireRole('broker', base);
  if (!mayPreviewVersions(me.site, me, kind)) forbidden();
  const locale = await getQaLocale(query);
  const content = previewContentLocale(query);
  const site = await getRequestSite();
  const id = parseId(rawId);
  // Without a side named, the version online against the draft (what a publish would change).
  const from = parsePreviewRef(query.from ?? 'live');
  const to = parsePreviewRef(query.to ?? 'draft');
  if (!site || id === null || from === null || to === null) notFound();
  const versions = await readVersionPreview(await getDb(), site.id, { kind, id }, { from, to }, content);
  if (!versions) notFound();

  // Server blocks read the request's locale: the content's, not the workspace's.
  setRequestLocale(content);
  const t = await getTranslations({ locale, namespace: 'editor.versions' });
  const name = (ref: PreviewRef) =>
    typeof ref === 'object' ? t('side-submission') : ref === 'draft' ? t('draft') : ref === 'live' ? t('side-live') : t('side-version', { version: ref });
  const href = (language: Locale) => `${base}?${new URLSearchParams({ from: previewRefParam(from), to: previewRefParam(to), content: language, lang: locale })}`;
  const back = typeof from === 'object' || typeof to === 'object' ? `/qa/review?lang=${locale}` : kind === 'page' ? `/qa/pages/${id}/edit?lang=${locale}` : `/qa/articles/${id}?lang=${locale}`;
  const ctx = blockContextForSite(site, content, []);
  const side = (label: string, version: PreviewSide): PreviewSideView => ({
    label,
    title: pick(version.title, content) ?? pick(version.title, 'fr') ?? `#${id}`,
    namespaces: blockClientNamespaces(version.blocks),
    body: version.blocks.length > 0 ? <BlockList blocks={version.blocks} ctx={ctx} /> : <p className={styles.empty}>{t('preview-empty', { language: t(`language-${content}`) })}</p>,
  });
  return (
    <VersionsPreviewFrame
      words={await previewFrameWords(locale)}
      locale={locale}
      content={content}
      site={site}
      lead={t('preview-lead')}
      back={back}
      href={href}
      a={side(t('side-a', { name: name(from) }), versions.from)}
      b={side(t('side-b', { name: name(to) }), versions.to)}
    />
  );
}
