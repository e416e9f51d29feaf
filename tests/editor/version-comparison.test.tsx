import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VersionComparison } from '@/builder/versions/VersionComparison';
import type { Block } from '@/lib/content/types';
import { compareVersions } from '@/lib/editor/compare-versions';
import { loadMessages } from '@/locales';
import { SITE_TIME_ZONE } from '@/lib/format/date';

const block = (id: string, description: string): Block => ({ id, block_type: 'image_text_block', fields: { description: { fr: description } } });
const comparison = compareVersions(
  { fields: {}, blocks: [block('image_text_block-6d1d0a', '<p>Une belle maison.</p>'), block('old', '<p>x</p>')] },
  { fields: {}, blocks: [block('image_text_block-6d1d0a', '<p>Une grande maison.</p>')] },
);
const render = (locale: 'fr' | 'en') =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={loadMessages(locale)} timeZone={SITE_TIME_ZONE}>
      <VersionComparison comparison={comparison} />
    </NextIntlClientProvider>,
  );

describe('the comparison as the versions panel shows it', () => {
  it('names blocks and fields by their labels, never by id or key, in the screen’s language', () => {
    const fr = render('fr');
    expect(fr).toContain('Image et texte');
    expect(fr).toContain('modifié, en position 1');
    expect(fr).toContain('supprimé (était en position 2)');
    expect(fr).toContain('Description');
    expect(fr).not.toContain('image_text_block-6d1d0a');
    expect(fr).not.toContain('image_text_block<');
    const en = render('en');
    expect(en).toContain('Image and text');
    expect(en).toContain('removed (was at position 2)');
  });

  it('marks the word diff with ins/del and says each change in words, not colour only', () => {
    const fr = render('fr');
    expect(fr).toMatch(/<del><span class="visually-hidden">\[retiré : <\/span>belle<span class="visually-hidden"> fin du retrait\]<\/span><\/del>/);
    expect(fr).toMatch(/<ins><span class="visually-hidden">\[ajouté : <\/span>grande/);
    expect(render('en')).toContain('[added: </span>grande');
  });

  it('says when two versions do not differ', () => {
    const same = compareVersions({ fields: {}, blocks: [] }, { fields: {}, blocks: [] });
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="en" messages={loadMessages('en')} timeZone={SITE_TIME_ZONE}>
        <VersionComparison comparison={same} />
      </NextIntlClientProvider>,
    );
    expect(html).toContain('No difference between these two versions.');
  });
});
