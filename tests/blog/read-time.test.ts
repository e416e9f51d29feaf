import { describe, expect, it } from 'vitest';
import { contentWords, countWords, readTimeMinutes } from '@/lib/blog/read-time';
import { derivedColumns } from '@/lib/blog/writes';

const words = (n: number) => Array.from({ length: n }, (_, i) => `mot${i}`).join(' ');

describe('read time (spec 000: max(1, rounded) min)', () => {
  it('is at least one minute', () => {
    expect(readTimeMinutes(0)).toBe(1);
    expect(readTimeMinutes(40)).toBe(1);
  });

  it('rounds words / 200 to the nearest minute', () => {
    expect(readTimeMinutes(500)).toBe(3); // 2.5 -> 3
    expect(readTimeMinutes(699)).toBe(3); // 3.495 -> 3
    expect(readTimeMinutes(1000)).toBe(5);
  });

  it('counts words of rich text without tags or entities', () => {
    expect(countWords('<p>Une <strong>belle</strong>&nbsp;maison</p>')).toBe(3);
  });

  it('reads only the locale of localised fields, not urls or ids', () => {
    const blocks = [
      {
        id: 'b1',
        block_type: 'text_block_1',
        fields: {
          main_title: { fr: 'Trois mots ici', en: 'Two words' },
          description: { fr: `<p>${words(997)}</p>`, en: '<p>short</p>' },
          cta: { url: { fr: '/fr/contact', en: '/en/contact' } },
        },
      },
    ];
    expect(contentWords(blocks, 'fr')).toBe(1000);
    expect(contentWords(blocks, 'en')).toBe(3);
  });

  it('is stored per locale that has main content', () => {
    const block = (text: string) => ({ id: 'x', block_type: 'text_block_1', fields: { description: { fr: text, en: text } } });
    const { locales, readTime } = derivedColumns({ fr: [block(words(1000))], en: [] });
    expect(locales).toEqual(['fr']);
    expect(readTime).toEqual({ fr: 5 });
  });
});
