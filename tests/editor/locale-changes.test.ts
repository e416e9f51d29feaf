import { describe, expect, it } from 'vitest';
import type { Block } from '@/blocks/types';
import { localeSignature, nextLocaleChanges, restoredLocaleChanges, staleBlocks, staleLocale, type LocaleChanges } from '@/lib/editor/locale-changes';

const block = (id: string, fields: Record<string, unknown>): Block => ({ id, block_type: 'text_block_1', fields });
const T0 = '2025-01-01T10:00:00.000Z';
const T1 = '2025-01-01T11:00:00.000Z';
const T2 = '2025-01-01T12:00:00.000Z';
const T3 = '2025-01-01T13:00:00.000Z';

describe('localeSignature', () => {
  it('collects localised values at any depth, one locale at a time', () => {
    const fields = { title: { fr: 'Bonjour', en: 'Hello' }, items: [{ text: { fr: 'Un', en: 'One' } }], count: 3, link: { url: '/x', text: { fr: 'Lien' } } };
    expect(JSON.parse(localeSignature(fields, 'fr'))).toEqual(['"Bonjour"', '"Lien"', '"Un"']);
    expect(JSON.parse(localeSignature(fields, 'en'))).toEqual(['"Hello"', '"One"', 'null']);
  });

  it('ignores non-localised fields and the order of repeater items', () => {
    const a = { items: [{ t: { fr: 'A', en: 'A' } }, { t: { fr: 'B', en: 'B' } }], n: 1 };
    const b = { items: [{ t: { fr: 'B', en: 'B' } }, { t: { fr: 'A', en: 'A' } }], n: 2 };
    expect(localeSignature(a, 'fr')).toBe(localeSignature(b, 'fr'));
  });
});

describe('nextLocaleChanges and staleLocale', () => {
  const step = (prev: Block[], next: Block[], changes: LocaleChanges, now: string) => nextLocaleChanges(prev, next, changes, now);

  it('records a new block with both locales in step, and flags nothing', () => {
    const changes = step([], [block('a', { title: { fr: 'Bonjour', en: 'Hello' } })], {}, T0);
    expect(changes).toEqual({ a: { fr: { at: T0 }, en: { at: T0 } } });
    expect(staleBlocks(changes)).toEqual({});
  });

  it('flags English older than French after a French-only edit, and clears it when English is translated', () => {
    const v0 = [block('a', { title: { fr: 'Bonjour', en: 'Hello' } })];
    const c0 = step([], v0, {}, T0);
    const v1 = [block('a', { title: { fr: 'Bonjour à tous', en: 'Hello' } })];
    const c1 = step(v0, v1, c0, T1);
    expect(c1.a).toEqual({ fr: { at: T1 }, en: { at: T0 } });
    expect(staleLocale(c1.a)).toBe('en');

    const v2 = [block('a', { title: { fr: 'Bonjour à tous', en: 'Hello everyone' } })];
    const c2 = step(v1, v2, c1, T2);
    expect(c2.a).toEqual({ fr: { at: T1 }, en: { at: T2, catchUp: true } });
    expect(staleLocale(c2.a)).toBeNull();

    // A new English edit that is not a translation makes French the older one.
    const v3 = [block('a', { title: { fr: 'Bonjour à tous', en: 'Hi everyone' } })];
    const c3 = step(v2, v3, c2, T3);
    expect(staleLocale(c3.a)).toBe('fr');
    expect(staleBlocks(c3)).toEqual({ a: 'fr' });
  });

  it('does not flag a block whose two locales change in the same save, nor change a flag on non-localised edits', () => {
    const v0 = [block('a', { title: { fr: 'A', en: 'A' }, n: 1 })];
    const c0 = step([], v0, {}, T0);
    const v1 = [block('a', { title: { fr: 'B', en: 'B' }, n: 1 })];
    expect(staleLocale(step(v0, v1, c0, T1).a)).toBeNull();
    const v2 = [block('a', { title: { fr: 'C', en: 'B' }, n: 1 })];
    const c2 = step(v1, v2, step(v0, v1, c0, T1), T2);
    const v3 = [block('a', { title: { fr: 'C', en: 'B' }, n: 2 })];
    expect(step(v2, v3, c2, T3)).toEqual(c2);
    expect(staleBlocks(c2)).toEqual({ a: 'en' });
  });

  it('flags a new block with one locale only, and a page saved before tracking once one locale changes', () => {
    expect(staleBlocks(step([], [block('a', { title: { fr: 'Seul' } })], {}, T0))).toEqual({ a: 'en' });
    const legacy = [block('b', { title: { fr: 'Ancien', en: 'Old' } })];
    expect(staleBlocks(step(legacy, legacy, {}, T1))).toEqual({});
    const edited = [block('b', { title: { fr: 'Ancien', en: 'Older' } })];
    expect(staleBlocks(step(legacy, edited, {}, T1))).toEqual({ b: 'fr' });
  });

  it('drops removed blocks and leaves blocks without localised fields out', () => {
    const c0 = step([], [block('a', { title: { fr: 'A', en: 'A' } }), block('b', { n: 1 })], {}, T0);
    expect(Object.keys(c0)).toEqual(['a']);
    expect(step([block('a', { title: { fr: 'A', en: 'A' } })], [], c0, T1)).toEqual({});
  });
});

describe('localeSignature of stored values', () => {
  it('does not depend on the key order jsonb gives back', () => {
    const written = { image: { fr: { url: '/a.jpg', alt: 'A' }, en: { url: '/a.jpg', alt: 'A' } } };
    const stored = { image: { en: { alt: 'A', url: '/a.jpg' }, fr: { alt: 'A', url: '/a.jpg' } } };
    expect(localeSignature(stored, 'fr')).toBe(localeSignature(written, 'fr'));
    expect(localeSignature(stored, 'en')).toBe(localeSignature(written, 'en'));
  });
});

describe('restoredLocaleChanges', () => {
  const draft = [block('a', { title: { fr: 'Deux', en: 'One' } }), block('c', { title: { fr: 'Trois', en: 'Three' } })];
  const restored = [block('a', { title: { fr: 'Un', en: 'One' } }), block('b', { title: { fr: 'Bé', en: 'Bee' } })];
  const draftChanges: LocaleChanges = { a: { fr: { at: T1 }, en: { at: T0 } }, c: { fr: { at: T1 }, en: { at: T1 } } };

  it("takes the version's own record, for the restored blocks only", () => {
    const version: LocaleChanges = { a: { fr: { at: T0 }, en: { at: T0 } }, b: { fr: { at: T0 }, en: { at: T1, catchUp: true } }, gone: { fr: { at: T0 } } };
    const changes = restoredLocaleChanges(draft, restored, draftChanges, version, T3);
    expect(changes).toEqual({ a: version.a, b: version.b });
    expect(staleBlocks(changes)).toEqual({});
  });

  it("applies saveDraft's rule when the version has no record", () => {
    const changes = restoredLocaleChanges(draft, restored, draftChanges, null, T2);
    expect(changes).toEqual({ a: { fr: { at: T2 }, en: { at: T0 } }, b: { fr: { at: T2 }, en: { at: T2 } } });
    expect(changes).toEqual(nextLocaleChanges(draft, restored, draftChanges, T2));
  });
});
