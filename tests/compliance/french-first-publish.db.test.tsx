import { SITE_TIME_ZONE } from '@/lib/format/date';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { PublishProblems } from '@/builder/pages/PublishProblems';
import { BlockIssuesList } from '@/builder/workspace/BlockIssuesList';
import { createArticle, publishArticle, saveArticleContent, updateArticleDetails } from '@/lib/editor/article-editor';
import { blockSpecs } from '@/blocks/catalog';
import type { Block } from '@/lib/content/types';
import { untranslatedFields } from '@/lib/compliance/french-first';
import type { Database } from '@/lib/db/types';
import type { EditorRef } from '@/lib/editor/editor-ref';
import { saveDraft } from '@/lib/editor/draft';
import { getEditablePage } from '@/lib/editor/editable-page';
import { createPage } from '@/lib/editor/page-admin';
import { publish } from '@/lib/editor/publish';
import type { BlockIssue } from '@/lib/editor/validate-blocks';
import { createVariant, publishVariant, saveVariantContent } from '@/lib/editor/variants';
import type { Localized } from '@/lib/i18n/locales';
import { loadMessages } from '@/locales';
import { validBlock } from '../editor/fixtures';
import { publishFixture } from './publish-setup';

/**
 * Rule french_first through the publish the editor's publish button calls: an English page
 * or article is not published without its French version, and a block field filled in
 * English and empty in French refuses the publish, named by the block's label, its position
 * and the field's label.
 */
const fx = publishFixture();
let db: Database;
let alice: EditorRef;
beforeAll(() => void ({ db, alice } = fx));

const text = (id: string, title: Localized<string>, link: Localized<string> = { fr: 'Nous joindre', en: 'Contact us' }): Block => ({
  id,
  block_type: 'text_block_1',
  block_params: {},
  fields: {
    main_title: title,
    description: { fr: '<p>Bienvenue chez nous.</p>', en: '<p>Welcome.</p>' },
    cta_repeater: [
      { url: { fr: '/fr/contact', en: '/en/contact' }, text: { fr: 'Appeler', en: 'Call' } },
      { url: { fr: '/fr/contact', en: '/en/contact' }, text: link },
    ],
  },
});

async function page(paths: Localized<string>, title: Localized<string>, content: Block[]) {
  const id = await createPage(db, { siteId: 'site-a', paths, title }, alice);
  await saveDraft(db, id, { content, title, seo: {} }, { editor: alice, expectedVersion: (await getEditablePage(db, id)).version });
  return id;
}

const problemsOf = (result: Awaited<ReturnType<typeof publish>>): BlockIssue[] => (result.published ? [] : result.problems);

describe('an English page is not published without its French version', () => {
  it('refuses a page that has an English address and title and no French ones', async () => {
    const id = await page({ en: '/about-us' }, { en: 'About us' }, []);
    const result = await publish(db, id, alice);
    expect(result.published).toBe(false);
    expect(problemsOf(result).map((p) => p.issues[0]?.problem)).toEqual([{ kind: 'french_version_missing', parts: ['path', 'title'] }]);
    const published = await db.query<{ status: string }>('select status from pages where id = $1', [id]);
    expect(published[0]?.status).not.toBe('published');
  });

  it('publishes the French version first, then the same page with its English version added', async () => {
    const id = await page({ fr: '/a-propos', en: '/about' }, { fr: 'À propos' }, [text('t1', { fr: 'Notre équipe' }, { fr: 'Nous joindre' })]);
    expect(await publish(db, id, alice)).toMatchObject({ published: true });
    const english = { fr: 'À propos', en: 'About' };
    await saveDraft(db, id, { content: [text('t1', { fr: 'Notre équipe', en: 'Our team' })], title: english, seo: {} }, { editor: alice, expectedVersion: (await getEditablePage(db, id)).version });
    expect(await publish(db, id, alice)).toMatchObject({ published: true });
  });
});

describe('a French field is filled wherever the English one is', () => {
  it('refuses a block with English text and an empty French field, naming the block, its position and the field', async () => {
    const id = await page({ fr: '/equipe', en: '/team' }, { fr: 'Équipe', en: 'Team' }, [
      validBlock('cta'),
      text('t2', { fr: '', en: 'Our team' }, { en: 'Reach us' }),
    ]);
    const result = await publish(db, id, alice);
    expect(result.published).toBe(false);
    const problems = problemsOf(result);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ blockId: 't2', type: 'text_block_1', label: { fr: 'Texte : colonne de lecture', en: 'Text: reading column' }, position: 2 });
    expect(problems[0]!.issues.map((i) => i.problem)).toEqual([
      { kind: 'french_field_missing', field: ['main_title'] },
      { kind: 'french_field_missing', field: ['cta_repeater', 2, 'text'] },
    ]);
  });

  it('publishes the same block once its French fields are filled', async () => {
    const id = await page({ fr: '/equipe-2', en: '/team-2' }, { fr: 'Équipe', en: 'Team' }, [text('t3', { fr: '', en: 'Our team' })]);
    expect((await publish(db, id, alice)).published).toBe(false);
    await saveDraft(db, id, { content: [text('t3', { fr: 'Notre équipe', en: 'Our team' })], title: { fr: 'Équipe', en: 'Team' }, seo: {} }, { editor: alice, expectedVersion: (await getEditablePage(db, id)).version });
    expect(await publish(db, id, alice)).toMatchObject({ published: true });
  });

  it('a page variant with an English-only field is not published either', async () => {
    const pageId = await page({ fr: '/equipe-variante' }, { fr: 'Équipe' }, [text('t4', { fr: 'Équipe' })]);
    const variant = await createVariant(db, { siteId: 'site-a', pageId, name: 'Été', color: 'teal' }, alice);
    await saveVariantContent(db, variant.id, 'site-a', [text('t4', { en: 'Team' })], alice);
    expect(await publishVariant(db, variant.id, 'site-a', alice)).toMatchObject({ published: false, problems: [{ blockId: 't4', position: 1 }] });
  });

  it('every block\'s demo content passes the rule (the demo sites publish)', () => {
    const failing = [...blockSpecs.values()].filter((spec) => untranslatedFields([{ id: 'demo', block_type: spec.type, fields: spec.demo as Record<string, unknown> }]).length > 0);
    expect(failing.map((spec) => spec.type)).toEqual([]);
  });
});

describe('an English article is not published without its French version', () => {
  const base = { slug: {}, excerpt: {}, category_ids: [], published_at: '2026-11-20', published: false };
  const body = (id: string, words: Localized<string>): Block => ({ id, block_type: 'text_block_1', block_params: {}, fields: { description: words, cta_repeater: [] } });

  it('refuses an article written in English only, and publishes it once its French version is written', async () => {
    const id = await createArticle(db, 'site-a', { ...base, title: { en: 'Selling in spring' }, slug: { en: 'selling-in-spring' } });
    await saveArticleContent(db, 'site-a', id, 'en', [body('b1', { en: '<p>Spring is the season.</p>' })], 'Alice');
    const refused = await publishArticle(db, 'site-a', id, 'Alice');
    expect(refused).toEqual({ published: false, problems: [expect.objectContaining({ blockId: '', issues: [expect.objectContaining({ problem: { kind: 'french_version_missing', parts: ['title', 'content'] } })] })] });
    const row = await db.query<{ published: boolean }>('select published from articles where id = $1', [id]);
    expect(row[0]?.published).toBe(false);

    await updateArticleDetails(db, 'site-a', id, { ...base, title: { fr: 'Vendre au printemps', en: 'Selling in spring' }, slug: { fr: 'vendre-au-printemps', en: 'selling-in-spring' } }, 'Alice');
    await saveArticleContent(db, 'site-a', id, 'fr', [body('b1', { fr: '<p>Le printemps est la saison.</p>' })], 'Alice');
    expect(await publishArticle(db, 'site-a', id, 'Alice')).toBe(true);
  });

  it('publishes the French article first, then its English version', async () => {
    const id = await createArticle(db, 'site-a', { ...base, title: { fr: 'Acheter en hiver' }, slug: { fr: 'acheter-en-hiver' } });
    await saveArticleContent(db, 'site-a', id, 'fr', [body('b1', { fr: '<p>L’hiver a ses avantages.</p>' })], 'Alice');
    expect(await publishArticle(db, 'site-a', id, 'Alice')).toBe(true);
    await updateArticleDetails(db, 'site-a', id, { ...base, published: true, title: { fr: 'Acheter en hiver', en: 'Buying in winter' }, slug: { fr: 'acheter-en-hiver', en: 'buying-in-winter' } }, 'Alice');
    await saveArticleContent(db, 'site-a', id, 'en', [body('b1', { en: '<p>Winter has its perks.</p>' })], 'Alice');
    expect(await publishArticle(db, 'site-a', id, 'Alice')).toBe(true);
  });
});

describe('the publish panel says why in the editor\'s language', () => {
  const problems: BlockIssue[] = [
    { blockId: '', type: '', issues: [{ path: '', message: 'x', problem: { kind: 'french_version_missing', parts: ['path', 'title'] } }] },
    {
      blockId: 't2',
      type: 'text_block_1',
      label: { fr: 'Texte : colonne de lecture', en: 'Text: reading column' },
      position: 2,
      issues: [{ path: 'cta_repeater.1.text', message: 'x', problem: { kind: 'french_field_missing', field: ['cta_repeater', 2, 'text'] } }],
    },
  ];
  it.each([
    ['fr', ['ajoutez l’adresse et le titre en français', 'Texte : colonne de lecture (bloc 2)', '« Appels à l’action › élément 2 › Texte » est rempli en anglais mais vide en français']],
    ['en', ['add the address and the title in French', 'Text: reading column (block 2)', '“Calls to action › item 2 › Text” is filled in English but empty in French']],
  ] as const)('%s', (locale, texts) => {
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale={locale} timeZone={SITE_TIME_ZONE} messages={loadMessages(locale)}>
        <BlockIssuesList problems={problems} />
      </NextIntlClientProvider>,
    );
    for (const expected of texts) expect(html).toContain(expected);
    expect(html).not.toContain('t2');
    expect(html).not.toContain('text_block_1');
  });

  it.each([
    ['fr', 'Rien n’a été publié.', 'bloc'],
    ['en', 'Nothing was published.', 'block'],
  ] as const)('%s: a refusal of the whole page counts no invalid block', (locale, heading, block) => {
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale={locale} timeZone={SITE_TIME_ZONE} messages={loadMessages(locale)}>
        <PublishProblems state={{ kind: 'invalid', problems: [problems[0]!] }} />
      </NextIntlClientProvider>,
    );
    expect(html).toContain(heading);
    expect(html).not.toContain(`0 ${block}`);
  });
});
