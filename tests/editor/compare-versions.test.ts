import { describe, expect, it } from 'vitest';
import type { Block } from '@/lib/content/types';
import { compareVersions, type ComparableVersion } from '@/lib/editor/compare-versions';

const text = (id: string, title: { fr?: string; en?: string }, description?: { fr?: string; en?: string }): Block => ({
  id,
  block_type: 'image_text_block',
  fields: { main_title: title, ...(description ? { description } : {}) },
});
const spacer = (id: string): Block => ({ id, block_type: 'spacer_block', fields: {} });
const page = (blocks: Block[], title = { fr: 'Accueil', en: 'Home' }): ComparableVersion => ({ fields: { title }, blocks });

describe('compareVersions', () => {
  it('finds nothing between a version and itself', () => {
    const version = page([text('a', { fr: 'Bonjour', en: 'Hello' }), spacer('b')]);
    expect(compareVersions(version, structuredClone(version))).toEqual({ fields: [], blocks: [], unchanged: true });
  });

  it('lists an added block with its catalogue label, position and values', () => {
    const result = compareVersions(page([spacer('s')]), page([spacer('s'), text('image_text_block-6d1d', { fr: 'Neuf', en: 'New' })]));
    expect(result.blocks).toHaveLength(1);
    const [added] = result.blocks;
    expect(added).toMatchObject({ change: 'added', label: { fr: 'Image et texte', en: 'Image and text' }, position: { before: null, after: 2 } });
    const title = added!.fields.filter((field) => field.path[0] === 'main_title');
    expect(title.map((field) => [field.locale, field.after, field.label.fr, field.label.en])).toEqual([
      ['fr', 'Neuf', 'Titre principal', 'Main title'],
      ['en', 'New', 'Titre principal', 'Main title'],
    ]);
  });

  it('lists a removed block with its former position', () => {
    const result = compareVersions(page([spacer('s'), text('t', { fr: 'Vieux' })]), page([spacer('s')]));
    expect(result.blocks.map((block) => [block.id, block.change, block.position.before, block.position.after])).toEqual([['t', 'removed', 2, null]]);
    expect(result.blocks[0]!.fields.find((field) => field.locale === 'fr')).toMatchObject({ change: 'removed', before: 'Vieux' });
  });

  it('calls a block that changed place moved, not removed and added, and leaves the others alone', () => {
    const a = text('a', { fr: 'A' });
    const b = text('b', { fr: 'B' });
    const c = text('c', { fr: 'C' });
    const result = compareVersions(page([a, b, c]), page([c, a, b]));
    expect(result.blocks.map((block) => [block.id, block.change, block.position])).toEqual([['c', 'moved', { before: 3, after: 1 }]]);
  });

  it('does not call blocks moved because one was inserted above them', () => {
    const result = compareVersions(page([spacer('a'), spacer('b')]), page([spacer('new'), spacer('a'), spacer('b')]));
    expect(result.blocks.map((block) => [block.id, block.change])).toEqual([['new', 'added']]);
  });

  it('gives a changed field in each language its old and new value', () => {
    const result = compareVersions(page([text('a', { fr: 'Bonjour', en: 'Hello' })]), page([text('a', { fr: 'Salut', en: 'Hi' })]));
    expect(result.blocks).toHaveLength(1);
    expect(result.blocks[0]!.change).toBe('changed');
    expect(result.blocks[0]!.fields.map((field) => [field.locale, field.before, field.after])).toEqual([
      ['fr', 'Bonjour', 'Salut'],
      ['en', 'Hello', 'Hi'],
    ]);
  });

  it('lists a field’s languages together, French first, whatever the order of the stored keys', () => {
    const block = (en: string, fr: string, more: string): Block => ({ id: 'a', block_type: 'image_text_block', fields: { main_title: { en, fr }, description: { fr: more } } });
    const fields = compareVersions(page([block('A', 'B', 'x')]), page([block('A2', 'B2', 'y')])).blocks[0]!.fields;
    expect(fields.map((field) => `${field.path[0]}:${field.locale}`)).toEqual(['main_title:fr', 'main_title:en', 'description:fr']);
  });

  it('compares rich text word by word, tags aside', () => {
    const before = text('a', { fr: 'T' }, { fr: '<p>Nous visitons votre <strong>propriété</strong> avec soin.</p>' });
    const after = text('a', { fr: 'T' }, { fr: '<p>Nous visitons votre <strong>maison</strong> avec soin.</p>' });
    const [field] = compareVersions(page([before]), page([after])).blocks[0]!.fields;
    expect(field).toMatchObject({ locale: 'fr', before: 'Nous visitons votre propriété avec soin.', after: 'Nous visitons votre maison avec soin.' });
    expect(field!.words!.filter((part) => part.change !== 'same').map((part) => [part.change, part.text])).toEqual([
      ['del', 'propriété'],
      ['ins', 'maison'],
    ]);
  });

  it('compares the item’s own fields (the page title) by language', () => {
    const result = compareVersions(page([], { fr: 'Accueil', en: 'Home' }), page([], { fr: 'Accueil', en: 'Welcome' }));
    expect(result.fields).toMatchObject([{ path: ['title', 'en'], locale: 'en', change: 'changed', before: 'Home', after: 'Welcome' }]);
    expect(result.unchanged).toBe(false);
  });

  it('finds the language of a value inside an object (an image’s address, an SEO title)', () => {
    const image = (url: string): Block => ({ id: 'i', block_type: 'image_text_block', fields: { block_image: { media: { fr: { url: '/a.jpg' }, en: { url } } } } });
    const [field] = compareVersions(page([image('/a.jpg')]), page([image('/b.jpg')])).blocks[0]!.fields;
    expect(field).toMatchObject({ locale: 'en', before: '/a.jpg', after: '/b.jpg', label: { fr: 'Image du bloc › Média › Adresse' } });
    const seo = (title: string): ComparableVersion => ({ fields: { seo: { global: { fr: { og_title: title } } } }, blocks: [] });
    expect(compareVersions(seo('Avant'), seo('Après')).fields).toMatchObject([{ locale: 'fr', path: ['seo', 'global', 'fr', 'og_title'] }]);
  });

  it('compares per-language block lists (articles) each in its language', () => {
    const before: ComparableVersion = { fields: {}, blocks: { fr: [text('a', { fr: 'Un' })], en: [text('b', { en: 'One' })] } };
    const after: ComparableVersion = { fields: {}, blocks: { fr: [text('a', { fr: 'Deux' })], en: [] } };
    const result = compareVersions(before, after);
    expect(result.blocks.map((block) => [block.locale, block.id, block.change])).toEqual([
      ['fr', 'a', 'changed'],
      ['en', 'b', 'removed'],
    ]);
  });

  it('finds exactly the changes between two 200-block pages', () => {
    const blocks = Array.from({ length: 200 }, (_, i) => text(`b${i}`, { fr: `Titre ${i} avec quelques mots`, en: `Title ${i} with a few words` }, { fr: `<p>Paragraphe ${i} du bloc.</p>` }));
    const next = structuredClone(blocks);
    next[10]!.fields.main_title = { fr: 'Titre 10 changé avec quelques mots', en: 'Title 10 with a few words' };
    const [moved] = next.splice(150, 1);
    next.splice(5, 0, moved!);
    next.splice(100, 1);
    next.push(text('new', { fr: 'Nouveau' }));
    const result = compareVersions(page(blocks), page(next));
    const summary = result.blocks.map((block) => [block.id, block.change]).sort();
    expect(summary).toEqual([
      ['b10', 'changed'],
      ['b150', 'moved'],
      ['b99', 'removed'],
      ['new', 'added'],
    ].sort());
    const changed = result.blocks.find((block) => block.id === 'b10')!;
    expect(changed.fields).toHaveLength(1);
    expect(changed.fields[0]!.words!.filter((part) => part.change === 'ins').map((part) => part.text.trim())).toEqual(['changé']);
  });
});
