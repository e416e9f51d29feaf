import { SITE_TIME_ZONE } from '@/lib/format/date';
import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlockIssuesList } from '@/builder/workspace/BlockIssuesList';
import type { Block } from '@/lib/content/types';
import { validateBlocks } from '@/lib/editor/validate-blocks';
import { loadMessages } from '@/locales';

// A page whose third block is an image-and-text block with a field its schema refuses.
const blocks: Block[] = [
  { id: 'text_block_1-aa11', block_type: 'text_block_1', fields: {} },
  { id: 'spacer_block-bb22', block_type: 'spacer_block', fields: {} },
  { id: 'image_text_block-6d1d9f', block_type: 'image_text_block', fields: { orientation_x: 'diagonal' } },
] as Block[];

const render = (locale: 'fr' | 'en') =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={loadMessages(locale)} timeZone={SITE_TIME_ZONE}>
      <BlockIssuesList problems={validateBlocks(blocks)} />
    </NextIntlClientProvider>,
  ).replace(/&#x27;|&#39;/g, "'");

describe('a refused publish names the block as the editor sees it', () => {
  it('by its label and position, and the field by its label, in French', () => {
    const html = render('fr');
    expect(html).toContain('Image et texte (bloc 3)');
    expect(html).toContain('le champ « Orientation » est vide ou mal rempli');
    expect(html).not.toContain('image_text_block');
    expect(html).not.toContain('Invalid');
  });

  it('in English', () => {
    const html = render('en');
    expect(html).toContain('Image and text (block 3)');
    expect(html).toContain('the field “Orientation” is empty or not filled in correctly');
    expect(html).not.toContain('image_text_block');
  });
});
