import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createArticle, findArticleForEditor, listArticleVersions, restoreArticleVersion, saveArticleContent, updateArticleDetails,
} from '@/lib/blog/article-editor';
import { insertCategory } from '@/lib/blog/writes';
import type { Block } from '@/lib/cms/types';
import type { Database } from '@/lib/db/types';
import { insertFixtures } from '../helpers/cms-fixtures';
import { openTestDb } from '../helpers/db';

/**
 * Issue 11: an editor creates an article, saves its details and its French body composed of
 * blocks, and can put back any earlier state; invalid input writes nothing.
 */
let db: Database;
let category: number;
beforeAll(async () => {
  db = await openTestDb();
  await insertFixtures(db);
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
  });

  it('refuses a title without a slug for its language, naming the field', async () => {
    await expect(createArticle(db, 'broker', { ...details, slug: { fr: 'vendre' } })).rejects.toThrow(/slug/);
  });

  it('saves the French body: the language is listed and its read time is the words (652) over 200 a minute, rounded', async () => {
    expect(await saveArticleContent(db, 'broker', id, 'fr', [textBlock('t1', 650)], 'Julie')).toEqual({ saved: true });
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

  it('each save keeps the previous state; restoring puts it back (and is itself undoable)', async () => {
    await updateArticleDetails(db, 'broker', id, { ...details, title: { fr: 'Vendre en avril', en: 'Selling in April' }, published: true }, 'Julie');
    const versions = await listArticleVersions(db, 'broker', id);
    expect(versions.length).toBe(2); // before the body, before the new title
    expect(versions[0]?.created_by).toBe('Julie');
    expect(await restoreArticleVersion(db, 'broker', id, versions[0]!.id, 'Marc')).toBe(true);
    const restored = await findArticleForEditor(db, 'broker', id);
    expect(restored?.title.fr).toBe('Vendre au printemps');
    expect(restored?.published).toBe(false);
    expect((restored?.main_content.fr as unknown[]).length).toBe(1);
    expect((await listArticleVersions(db, 'broker', id)).length).toBe(3);
  });

  it('another site cannot read or restore the article', async () => {
    expect(await findArticleForEditor(db, 'agency', id)).toBeNull();
    const versions = await listArticleVersions(db, 'broker', id);
    expect(await restoreArticleVersion(db, 'agency', id, versions[0]!.id, 'X')).toBe(false);
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
