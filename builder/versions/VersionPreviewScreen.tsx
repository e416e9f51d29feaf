import type { Metadata } from 'next';
import Link from 'next/link';
import { forbidden, notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BlockList } from '@/blocks/BlockList';
import { blockClientNamespaces } from '@/blocks/client-messages';
import { blockContextForSite } from '@/components/page/block-context';
import { PageHeader, WorkspacePage } from '@/builder/shell/kit';
import { requireRole } from '@/lib/auth/current-editor';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { getDb } from '@/lib/db';
import { parseId } from '@/lib/editor/http';
import { pickClientMessages, shellNamespaces } from '@/lib/i18n/client-messages';
import { isLocale, locales, pick, type Locale } from '@/lib/i18n/locales';
import { mayPreviewVersions, parsePreviewRef, previewRefParam, readVersionPreview, type PreviewRef, type PreviewSide } from '@/lib/review/version-preview';
import type { ItemKind } from '@/lib/review/steps';
import { clientSiteFacts } from '@/lib/site/client-site-data';
import { getRequestSite } from '@/lib/sites/request-site';
import { themeToCss } from '@/lib/theme';
import { loadMessages } from '@/locales';
import { SiteFactsProvider } from '@/stores/site-facts';
import { PreviewColumns } from './PreviewColumns.client';
import styles from './preview.module.css';

export interface VersionPreviewProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

type Query = Record<string, string | string[] | undefined>;

export async function versionPreviewMetadata({ searchParams }: VersionPreviewProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await getQaLocale(await searchParams), namespace: 'editor.versions' });
  return { title: t('preview-title') };
}

/** ?content=en: the language the versions are rendered in (French unless English is asked). */
function contentLocale(query: Query): Locale {
  const raw = Array.isArray(query.content) ? query.content[0] : query.content;
  return isLocale(raw) ? raw : 'fr';
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
  const content = contentLocale(query);
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
  const siteMessages = loadMessages(content);
  const column = (side: PreviewSide) => (
    <NextIntlClientProvider locale={content} messages={pickClientMessages(siteMessages, new Set([...shellNamespaces, ...blockClientNamespaces(side.blocks)]))}>
      <SiteFactsProvider facts={clientSiteFacts(site, content)}>
        <div className={styles.canvas} data-site-preview="" lang={content}>
          {side.blocks.length > 0 ? <BlockList blocks={side.blocks} ctx={ctx} /> : <p className={styles.empty}>{t('preview-empty', { language: t(`language-${content}`) })}</p>}
        </div>
      </SiteFactsProvider>
    </NextIntlClientProvider>
  );
  const title = (side: PreviewSide) => pick(side.title, content) ?? pick(side.title, 'fr') ?? `#${id}`;

  return (
    <WorkspacePage locale={locale} className={styles.page}>
      {/* The site's colours, radii and schemes, scoped to the rendered versions (the workspace keeps its own). */}
      <style dangerouslySetInnerHTML={{ __html: themeToCss(site.theme).replaceAll(':root', '[data-site-preview]') }} />
      <PageHeader title={t('preview-title')} lead={t('preview-lead')} back={{ href: back, label: t('preview-back') }}>
        <nav aria-label={t('preview-language')} className={styles.languages}>
          <span className={styles.languageLabel}>{t('preview-language')}</span>
          {locales.map((language) => (
            <Link key={language} href={href(language)} hrefLang={language} aria-current={language === content ? 'page' : undefined} data-testid={`preview-content-${language}`}>
              {t(`language-${language}`)}
            </Link>
          ))}
        </nav>
      </PageHeader>
      <NextIntlClientProvider locale={locale} messages={{ editor: { versions: loadMessages(locale).editor.versions } }}>
        <PreviewColumns
          a={{ label: t('side-a', { name: name(from) }), title: title(versions.from), children: column(versions.from) }}
          b={{ label: t('side-b', { name: name(to) }), title: title(versions.to), children: column(versions.to) }}
        />
      </NextIntlClientProvider>
    </WorkspacePage>
  );
}
