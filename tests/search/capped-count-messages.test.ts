import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import frSearch from '@/locales/fr/search.json';
import enSearch from '@/locales/en/search.json';

const t = {
  fr: createTranslator({ locale: 'fr', messages: { search: frSearch }, namespace: 'search' }),
  en: createTranslator({ locale: 'en', messages: { search: enSearch }, namespace: 'search' }),
};
// fr-CA groups thousands with a (narrow) no-break space.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('result counts past the 10 000 the service counts to', () => {
  it('says "10 000+" on the overlay button and above the results, in both languages', () => {
    expect(plain(t.fr('overlay.see-results', { count: 10_000, capped: 'yes' }))).toBe('Voir 10 000+ résultats');
    expect(plain(t.fr('results.count', { count: 10_000, capped: 'yes' }))).toBe('10 000+ propriétés');
    expect(t.en('overlay.see-results', { count: 10_000, capped: 'yes' })).toBe('See 10,000+ results');
    expect(t.en('results.count', { count: 10_000, capped: 'yes' })).toBe('10,000+ properties');
  });

  it('keeps exact counts and plurals below it', () => {
    expect(t.fr('overlay.see-results', { count: 1, capped: 'no' })).toBe('Voir 1 résultat');
    expect(t.fr('results.count', { count: 0, capped: 'no' })).toBe('Aucune propriété');
    expect(t.en('results.count', { count: 483, capped: 'no' })).toBe('483 properties');
  });
});
