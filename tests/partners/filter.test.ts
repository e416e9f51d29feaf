import { describe, expect, it } from 'vitest';
import { partnerTags, visiblePartners } from '@/lib/partners/filter';
import { partnerCardData, tagKey } from '@/lib/partners/view';
import type { Partner } from '@/lib/partners/types';

const partner = (id: number, tags: { fr: string; en: string }[]): Partner => ({
  id,
  image: null,
  avatar: null,
  title: { fr: `Partenaire ${id}`, en: `Partner ${id}` },
  subtitle: {},
  description: {},
  list_items: [],
  tags: tags.map((name) => ({ name })),
  position: id,
  updated_at: '',
});
const legal = { fr: 'Juridique', en: 'Legal' };
const home = { fr: 'Maison', en: 'Home' };
// 9 partners: 1-5 legal, 4-9 home (4 and 5 both).
const raw = Array.from({ length: 9 }, (_, i) => partner(i + 1, [...(i < 5 ? [legal] : []), ...(i >= 3 ? [home] : [])]));

describe('partners tag filter and Show more', () => {
  for (const locale of ['fr', 'en'] as const) {
    const partners = raw.map((p) => partnerCardData(p, locale));

    it(`offers each tag once, named in ${locale}, keyed the same in both languages`, () => {
      expect(partnerTags(partners).map((t) => [t.key, t.name])).toEqual([
        ['juridique', legal[locale]],
        ['maison', home[locale]],
      ]);
    });

    it(`shows 6 of 9 at first, then all 9 once Show more is pressed (${locale})`, () => {
      const first = visiblePartners(partners, null, false);
      expect(first.shown.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(first.canShowMore).toBe(true);
      const all = visiblePartners(partners, null, true);
      expect(all.shown).toHaveLength(9);
      expect(all.canShowMore).toBe(false);
    });
  }

  it('filters by tag; with 6 or fewer matches there is no Show more', () => {
    const partners = raw.map((p) => partnerCardData(p, 'fr'));
    const legalOnly = visiblePartners(partners, 'juridique', false);
    expect(legalOnly.shown.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
    expect(legalOnly.matching).toBe(5);
    expect(legalOnly.canShowMore).toBe(false);
    const homeOnly = visiblePartners(partners, 'maison', false);
    expect(homeOnly.shown.map((p) => p.id)).toEqual([4, 5, 6, 7, 8, 9]);
    expect(homeOnly.canShowMore).toBe(false);
  });

  it('keys tags without accents or case', () => {
    expect(tagKey('Déménagement Résidentiel')).toBe('demenagement-residentiel');
  });
});
