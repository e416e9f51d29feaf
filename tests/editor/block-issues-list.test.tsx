import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlockIssuesList } from '@/builder/workspace/BlockIssuesList';
import type { BlockIssue } from '@/lib/editor/validate-blocks';
import { loadMessages } from '@/locales';
import { SITE_TIME_ZONE } from '@/lib/format/date';

// What publish answers for a hero showing a library image with no English alt text (lib/editor/media-alt.ts).
const problems: BlockIssue[] = [
  {
    blockId: 'h1',
    type: 'hero_content_1',
    issues: [
      {
        path: '',
        message: 'Image "Façade" has no alt text in: en',
        problem: { kind: 'media_alt_missing', image: 'Façade', locales: ['en'] },
      },
    ],
  },
];

const render = (locale: 'fr' | 'en', list = problems) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={loadMessages(locale)} timeZone={SITE_TIME_ZONE}>
      <BlockIssuesList problems={list} />
    </NextIntlClientProvider>,
  );

describe('a refused publish: a library image without its alt text', () => {
  it('is named by its title, with the missing language, in the French workspace', () => {
    const html = render('fr');
    expect(html).toContain('L’image « Façade » n’a pas de texte alternatif en anglais');
    expect(html).not.toContain('media:');
    expect(html).not.toContain('has no alt text');
  });

  it('in the English workspace, both languages missing', () => {
    const both = [{ ...problems[0]!, issues: [{ ...problems[0]!.issues[0]!, problem: { kind: 'media_alt_missing' as const, image: 'Façade', locales: ['fr' as const, 'en' as const] } }] }];
    const html = render('en', both);
    expect(html).toContain('Image “Façade” has no alt text in French and English');
    expect(html).not.toContain('media:');
  });
});
