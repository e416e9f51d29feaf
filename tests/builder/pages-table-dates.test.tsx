import { createFormatter, createTranslator, NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PagesTable } from '@/builder/pages/PagesTable';
import { formatDateTime, SITE_TIME_ZONE } from '@/lib/format/date';
import type { PageSummary } from '@/lib/editor/page-list';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/locales';

// The row's actions (a client leaf) only need a router to exist.
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => undefined, push: () => undefined }) }));
vi.mock('next-intl/server', async (original) => ({
  ...(await original<object>()),
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: 'editor.dashboard' }) => createTranslator({ locale, messages: loadMessages(locale), namespace }),
  // What a screen would get from next-intl's request config.
  getFormatter: async ({ locale }: { locale: Locale }) => createFormatter({ locale, timeZone: SITE_TIME_ZONE }),
}));

/*
 * The pages list dates each page as every other workspace screen dates what it lists (the
 * activity log, leads, accounts): Québec time in fr-CA / en-CA, "22 h 53" / "10:51 p.m.".
 */

const page: PageSummary = {
  id: 7,
  title: { fr: 'Accueil', en: 'Home' },
  paths: { fr: '/', en: '/' },
  status: 'published',
  version: 3,
  updatedBy: 'Anne',
  updatedAt: '2026-11-28T03:53:00Z',
  publishedAt: '2026-11-28T03:53:00Z',
};

async function table(locale: Locale): Promise<string> {
  const element = await PagesTable({ pages: [page], locale });
  const html = renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} timeZone={SITE_TIME_ZONE} messages={loadMessages(locale)}>
      {element}
    </NextIntlClientProvider>,
  );
  return html.replace(/\s/g, ' ');
}

describe('pages list dates', () => {
  it('shows the last change in the workspace format, in both languages', async () => {
    const fr = await table('fr');
    expect(fr).toContain('22 h 53');
    expect(fr).toContain(formatDateTime(page.updatedAt, 'fr').replace(/\s/g, ' '));
    const en = await table('en');
    expect(en).toContain('10:53 p.m.');
    expect(en).toContain(formatDateTime(page.updatedAt, 'en').replace(/\s/g, ' '));
  });
});
