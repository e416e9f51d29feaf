import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createArticle, discardArticleDraft, findArticleForEditor, listArticleVersions, publishArticle, restoreArticleVersion, saveArticleContent,
  updateArticleDetails,
} from '@/lib/editor/article-editor';
import { getPost } from '@/lib/blog/post';
import { insertCategory } from '@/lib/blog/writes';
import type { Block } from '@/lib/content/types';
import type { Database } from '@/lib/db/types';
import { insertAdvertisingIdentity } from '../helpers/advertising-identity';
import { insertFixtures } from '../helpers/cms-fixtures';
import { openTestDb } from '../helpers/db';
import { SITE_TIME_ZONE } from '@/lib/format/date';

/**
 * Issue 11: an editor creates an article, saves its details and its French body composed of
 * blocks, and can put back any earlier state; invalid input writes nothing.
 */
let db: Database;
let category: number;
beforeAll(async () => {
  db = await openTestDb();
  await insertFixtures(db);
  // Every publish checks the mandatory mentions' data (lib/editor/site-rule-problems.ts).
  await insertAdvertisingIdentity(db, 'broker');
  category = await insertCategory(db, 'broker', { fr: 'Conseils', en: 'Tips' }, 0);
});
afterAll(() => db.close());

const details = {
  title: { fr: 'Vendre au printemps', en: 'Selling in spring' },
  slug: { fr: 'vendre-au-printemps', en: 'selling-in-spring' },
  excerpt: { fr: 'Le bon moment pour afficher.' },
  category_ids: [] as number[],
  published_at: '2026-11-20',
  published: false,
};
const paragraph = (words: number) => `<p>${Array.from({ length: words }, (_, i) => `mot${i}`).join(' ')}</p>`;
const textBlock = (id: string, words: number): Block => ({
  id, block_type: 'text_block_1', fields: { main_title: { fr: 'Au printemps' }, description: { fr: paragraph(words) }, cta_repeater: [] },
} as unknown as Block);

describe('article editor service', () => {
  let id: number;
  it('creates an unpublished article with its details and no content yet', async () => {
    id = await createArticle(db, 'broker', { ...details, category_ids: [category], tags: [{ fr: 'Printemps', en: 'Spring' }] });
    const article = await findArticleForEditor(db, 'broker', id);
    expect(article?.title).toEqual(details.title);
    expect(article?.published).toBe(false);
    expect(article?.category_ids).toEqual([category]);
    expect(article?.tags).toEqual([{ fr: 'Printemps', en: 'Spring' }]);
    expect(article?.main_content).toEqual({});
    // The day picked is the day readers see in Québec (not the evening before).
    const shown = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE }).format(new Date(article!.published_at));
    expect(shown).toBe('2026-11-20');
  });

  it('refuses a title without a slug for its language, naming the field', async () => {
    await expect(createArticle(db, 'broker', { ...details, slug: { fr: 'vendre' } })).rejects.toThrow(/slug/);
  });

  it('saves the French body: the language is listed and its read time is the words (652) over 200 a minute, rounded', async () => {
    expect(await saveArticleContent(db, 'broker', id, 'fr', [textBlock('t1', 650)], 'Julie')).toEqual({ saved: true, live: true });
    const rows = await db.query<{ locales: string[]; read_time: Record<string, number> }>('select locales, read_time from articles where id = $1', [id]);
    expect(rows[0]?.locales).toEqual(['fr']);
    expect(rows[0]?.read_time.fr).toBe(3);
  });

  it('an invalid block is reported and nothing is written', async () => {
    const before = await findArticleForEditor(db, 'broker', id);
    const result = await saveArticleContent(db, 'broker', id, 'fr', [{ id: 'x', block_type: 'no_such_block', fields: {} } as unknown as Block], 'Julie');
    expect(result.saved).toBe(false);
    expect((await findArticleForEditor(db, 'broker', id))?.main_content).toEqual(before?.main_content);
  });

  it('each save keeps the previous state; restoring a published article puts the old state in its draft until published', async () => {
    // Unpublished until now: this save (which publishes) is written at once.
    expect(await updateArticleDetails(db, 'broker', id, { ...details, title: { fr: 'Vendre en avril', en: 'Selling in April' }, published: true }, 'Julie'))
      .toEqual({ live: true });
    const versions = await listArticleVersions(db, 'broker', id);
    expect(versions.length).toBe(2); // before the body, before the new title
    expect(versions[0]?.created_by).toBe('Julie');
    expect(await restoreArticleVersion(db, 'broker', id, versions[0]!.id, 'Marc')).toEqual({ live: false });
    const restored = await findArticleForEditor(db, 'broker', id);
    expect(restored?.title.fr).toBe('Vendre au printemps');
    expect(restored?.has_draft).toBe(true);
    expect(restored?.live).toBe(true); // restoring never takes an article off the site
    expect((restored?.main_content.fr as unknown[]).length).toBe(1);
    expect((await getPost(db, 'broker', id, 'fr'))?.title).toBe('Vendre en avril');
    expect(await publishArticle(db, 'broker', id, 'Marc')).toBe(true);
    expect((await getPost(db, 'broker', id, 'fr'))?.title).toBe('Vendre au printemps');
    expect((await listArticleVersions(db, 'broker', id)).length).toBe(3); // the April state is kept too
  });

  it('another site cannot read or restore the article', async () => {
    expect(await findArticleForEditor(db, 'agency', id)).toBeNull();
    const versions = await listArticleVersions(db, 'broker', id);
    expect(await restoreArticleVersion(db, 'agency', id, versions[0]!.id, 'X')).toBeNull();
    expect(await publishArticle(db, 'agency', id, 'X')).toBe(false);
    expect(await discardArticleDraft(db, 'agency', id)).toBe(false);
  });
});

describe('changes to a published article', () => {
  let id: number;
  const live = { ...details, slug: { fr: 'inspection', en: 'inspection' }, title: { fr: 'L’inspection préachat', en: 'The pre-purchase inspection' }, published_at: '2026-02-10', published: true };
  beforeAll(async () => {
    id = await createArticle(db, 'broker', live);
    await saveArticleContent(db, 'broker', id, 'fr', [textBlock('i1', 120)], 'Julie');
  });

  it('wait in the draft: visitors keep the live article, the editor and the preview see the changes', async () => {
    expect(await updateArticleDetails(db, 'broker', id, { ...live, title: { fr: 'Inspection : les 10 points', en: 'Inspection: 10 points' } }, 'Julie'))
      .toEqual({ live: false });
    expect(await saveArticleContent(db, 'broker', id, 'fr', [textBlock('i1', 120), textBlock('i2', 900)], 'Julie')).toEqual({ saved: true, live: false });
    const visitor = await getPost(db, 'broker', id, 'fr');
    expect(visitor?.title).toBe('L’inspection préachat');
    expect(visitor?.read_time).toEqual({ fr: 1 });
    const preview = await getPost(db, 'broker', id, 'fr', true);
    expect(preview?.title).toBe('Inspection : les 10 points');
    expect(preview?.read_time).toEqual({ fr: 5 }); // 1,024 words
    const editing = await findArticleForEditor(db, 'broker', id);
    expect(editing).toMatchObject({ live: true, has_draft: true, title: { fr: 'Inspection : les 10 points' } });
    expect((editing?.main_content.fr as unknown[]).length).toBe(2);
  });

  it('discarding returns the editor to the live article', async () => {
    expect(await discardArticleDraft(db, 'broker', id)).toBe(true);
    const editing = await findArticleForEditor(db, 'broker', id);
    expect(editing).toMatchObject({ has_draft: false, title: { fr: 'L’inspection préachat' } });
    expect((editing?.main_content.fr as unknown[]).length).toBe(1);
  });

  it('publishing the changes makes them what visitors read and keeps the replaced state as a version', async () => {
    await updateArticleDetails(db, 'broker', id, { ...live, title: { fr: 'Inspection : les 10 points', en: 'Inspection: 10 points' } }, 'Julie');
    const versionsBefore = (await listArticleVersions(db, 'broker', id)).length;
    expect(await publishArticle(db, 'broker', id, 'Marc')).toBe(true);
    expect((await getPost(db, 'broker', id, 'fr'))?.title).toBe('Inspection : les 10 points');
    expect((await findArticleForEditor(db, 'broker', id))?.has_draft).toBe(false);
    expect((await listArticleVersions(db, 'broker', id)).length).toBe(versionsBefore + 1);
  });

  it('a save that unpublishes is written at once, pending changes included', async () => {
    await saveArticleContent(db, 'broker', id, 'fr', [textBlock('i3', 30)], 'Julie');
    expect(await updateArticleDetails(db, 'broker', id, { ...live, published: false }, 'Julie')).toEqual({ live: true });
    expect(await getPost(db, 'broker', id, 'fr')).toBeNull();
    const editing = await findArticleForEditor(db, 'broker', id);
    expect(editing).toMatchObject({ live: false, has_draft: false });
    expect((editing?.main_content.fr as Block[])[0]?.id).toBe('i3');
  });
});

describe('remembered counts', () => {
  it('the archive total follows a publication at once, though counts are remembered between visits', async () => {
    const { listArticles } = await import('@/lib/blog/service');
    const query = { locale: 'fr' as const, page: 1, limit: 6, order: 'desc' as const, categories: [], withCategories: true };
    const before = await listArticles(db, 'broker', query);
    const id = await createArticle(db, 'broker', { ...details, slug: { fr: 'compte', en: 'count' }, published_at: '2026-01-05' });
    await saveArticleContent(db, 'broker', id, 'fr', [textBlock('c1', 10)], 'Julie');
    await updateArticleDetails(db, 'broker', id, { ...details, slug: { fr: 'compte', en: 'count' }, published_at: '2026-01-05', published: true }, 'Julie');
    const after = await listArticles(db, 'broker', query);
    expect(after.total).toBe(before.total + 1);
  });
});
