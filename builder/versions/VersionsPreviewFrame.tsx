import type { ReactNode } from 'react';
import Link from 'next/link';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { PageHeader, WorkspacePage } from '@/builder/shell/kit';
import { pickClientMessages, shellNamespaces, type ClientNamespace } from '@/lib/i18n/client-messages';
import { isLocale, locales, type Locale } from '@/lib/i18n/locales';
import { clientSiteFacts } from '@/lib/site/client-site-data';
import type { Site } from '@/lib/sites/sites';
import { themeToCss } from '@/lib/theme';
import { loadMessages } from '@/locales';
import { SiteFactsProvider } from '@/stores/site-facts';
import { PreviewColumns } from './PreviewColumns.client';
import styles from './preview.module.css';

/** ?content=en: the language the versions are rendered in (French unless English is asked). */
export function previewContentLocale(query: Record<string, string | string[] | undefined>): Locale {
  const raw = Array.isArray(query.content) ? query.content[0] : query.content;
  return isLocale(raw) ? raw : 'fr';
}

/** One side: its label ("A: version 3"), its title, what it renders and the message namespaces that needs. */
export interface PreviewSideView {
  label: string;
  title: string;
  namespaces: Iterable<ClientNamespace>;
  body: ReactNode;
}

/** The frame's own words in the workspace's language (read before rendering: the frame is synchronous). */
export async function previewFrameWords(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'editor.versions' });
  return {
    title: t('preview-title'),
    back: t('preview-back'),
    language: t('preview-language'),
    languages: Object.fromEntries(locales.map((language) => [language, t(`language-${language}`)])) as Record<Locale, string>,
  };
}

interface VersionsPreviewFrameProps {
  words: Awaited<ReturnType<typeof previewFrameWords>>;
  locale: Locale;
  content: Locale;
  site: Site;
  lead: string;
  back: string;
  /** This preview in another content language. */
  href: (language: Locale) => string;
  a: PreviewSideView;
  b: PreviewSideView;
}

/**
 * The side-by-side screen of two versions (a page's, an article's, a listing's): the site's
 * theme scoped to the rendered columns, the content language switch, and each side rendered
 * with the site's messages in the content language.
 */
export function VersionsPreviewFrame({ words, locale, content, site, lead, back, href, a, b }: VersionsPreviewFrameProps) {
  const siteMessages = loadMessages(content);
  const column = (side: PreviewSideView) => (
    <NextIntlClientProvider locale={content} messages={pickClientMessages(siteMessages, new Set([...shellNamespaces, ...side.namespaces]))}>
      <SiteFactsProvider facts={clientSiteFacts(site, content)}>
        <div className={styles.canvas} data-site-preview="" lang={content}>
          {side.body}
        </div>
      </SiteFactsProvider>
    </NextIntlClientProvider>
  );
  return (
    <WorkspacePage locale={locale} className={styles.page}>
      {/* The site's colours, radii and schemes, scoped to the rendered versions (the workspace keeps its own). */}
      <style dangerouslySetInnerHTML={{ __html: themeToCss(site.theme).replaceAll(':root', '[data-site-preview]') }} />
      <PageHeader title={words.title} lead={lead} back={{ href: back, label: words.back }}>
        <nav aria-label={words.language} className={styles.languages}>
          <span className={styles.languageLabel}>{words.language}</span>
          {locales.map((language) => (
            <Link key={language} href={href(language)} hrefLang={language} aria-current={language === content ? 'page' : undefined} data-testid={`preview-content-${language}`}>
              {words.languages[language]}
            </Link>
          ))}
        </nav>
      </PageHeader>
      <NextIntlClientProvider locale={locale} messages={{ editor: { versions: loadMessages(locale).editor.versions } }}>
        <PreviewColumns a={{ label: a.label, title: a.title, children: column(a) }} b={{ label: b.label, title: b.title, children: column(b) }} />
      </NextIntlClientProvider>
    </WorkspacePage>
  );
}
