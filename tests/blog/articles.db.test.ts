import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPost } from '@/lib/blog/post';
import { articlesByIds, listArticles, listCategories } from '@/lib/blog/service';
import { deleteArticle, insertArticle, insertAuthor, insertCategory, setPublished, type ArticleInput } from '@/lib/blog/writes';
import type { Database } from '@/lib/db/types';
import { openTestDb } from '../helpers/db';

let db: Database;
let cats: { buy: number; sell: number; other: number };
const ids: number[] = [];

const text = (words: number) => `<p>${Array.from({ length: words }, () => 'maison').join(' ')}</p>`;
const block = (html: string) => ({ id: 'b', block_type: 'text_block_1', fields: { description: { fr: html, en: html } } });

function article(n: number, over: Partial<ArticleInput> = {}): ArticleInput {
  return {
    slug: { fr: `article-${n}`, en: `post-${n}` },
    title: { fr: `Article ${n}`, en: `Post ${n}` },
    excerpt: { fr: `Résumé ${n}`, en: `Summary ${n}` },
    main_content: { fr: [block(text(400))], en: [block(text(100))] },
    main_image: { url: `/demo/blog/${n}.svg`, alt: { fr: 'Image', en: 'Image' } },
    tags: [],
    category_ids: [],
    author_id: null,
    // One article per day of January 2026: a higher n is more recent.
    published_at: `2026-01-${String(n).padStart(2, '0')}T12:00:00Z`,
    published: true,
    ...over,
  };
}

const query = (over: Partial<Parameters<typeof listArticles>[2]> = {}) => ({
  locale: 'fr' as const, page: 1, limit: 6, order: 'desc' as const, categories: [], withCategories: false, ...over,
});

beforeAll(async () => {
  db = await openTestDb();
  await db.query(`insert into sites (id, key, name) values ('s1', 'k1', 'Site 1'), ('s2', 'k2', 'Site 2')`);
  cats = {
    buy: await insertCategory(db, 's1', { fr: 'Acheter', en: 'Buying' }, 0),
    sell: await insertCategory(db, 's1', { fr: 'Vendre', en: 'Selling' }, 1),
    other: await insertCategory(db, 's2', { fr: 'Autre', en: 'Other' }, 0),
  };
  const author = await insertAuthor(db, 's1', { name: 'Julie Tremblay', avatar: { url: '/a.svg' }, role: { fr: 'Courtière' }, bio: {} });
  // 10 bilingual articles: odd ones in Buying, even ones in Selling, 1 and 2 in both.
  for (let n = 1; n <= 10; n += 1) {
    const category_ids = n <= 2 ? [cats.buy, cats.sell] : [n % 2 ? cats.buy : cats.sell];
    ids.push(await insertArticle(db, 's1', article(n, { category_ids, author_id: author })));
  }
  // French only, Buying; a draft; a future one; one on the other site.
  ids.push(await insertArticle(db, 's1', article(11, { main_content: { fr: [block(text(50))] }, slug: { fr: 'fr-seul' }, category_ids: [cats.buy] })));
  await insertArticle(db, 's1', article(12, { published: false, category_ids: [cats.buy] }));
  await insertArticle(db, 's1', article(13, { published_at: '2999-01-01T00:00:00Z', category_ids: [cats.buy] }));
  await insertArticle(db, 's2', article(14, { category_ids: [cats.other, cats.buy] }));
});
afterAll(async () => db.close());

describe('articles service', () => {
  it('pages 6 at a time, most recent first, with the total', async () => {
    const first = await listArticles(db, 's1', query());
    expect(first.total).toBe(11);
    expect(first.articles.map((a) => a.title)).toEqual(['Article 11', 'Article 10', 'Article 9', 'Article 8', 'Article 7', 'Article 6']);
    const second = await listArticles(db, 's1', query({ page: 2 }));
    expect(second.articles.map((a) => a.title)).toEqual(['Article 5', 'Article 4', 'Article 3', 'Article 2', 'Article 1']);
  });

  it('orders less recent first on asc', async () => {
    const list = await listArticles(db, 's1', query({ order: 'asc', limit: 3 }));
    expect(list.articles.map((a) => a.title)).toEqual(['Article 1', 'Article 2', 'Article 3']);
  });

  it('lists only articles with content in the language', async () => {
    const en = await listArticles(db, 's1', query({ locale: 'en', limit: 50 }));
    expect(en.total).toBe(10);
    expect(en.articles[0]).toMatchObject({ title: 'Post 10', path: `/en/blog/post-10-${ids[9]}`, category: 'Selling' });
  });

  it('filters by categories (any of them) and counts articles per category in the language', async () => {
    const buying = await listArticles(db, 's1', query({ categories: [cats.buy], limit: 50 }));
    // 1, 2 (both), 3, 5, 7, 9 and the French-only 11.
    expect(buying.total).toBe(7);
    const both = await listArticles(db, 's1', query({ categories: [cats.buy, cats.sell], limit: 50 }));
    expect(both.total).toBe(11);
    expect(await listCategories(db, 's1', 'fr')).toEqual([
      { id: cats.buy, label: { fr: 'Acheter', en: 'Buying' }, articles_count: 7 },
      { id: cats.sell, label: { fr: 'Vendre', en: 'Selling' }, articles_count: 6 },
    ]);
    expect((await listCategories(db, 's1', 'en')).map((c) => c.articles_count)).toEqual([6, 6]);
  });

  it('answers categories with the list on with_categories', async () => {
    const list = await listArticles(db, 's1', query({ withCategories: true, limit: 1 }));
    expect(list.categories?.map((c) => c.id)).toEqual([cats.buy, cats.sell]);
  });

  it('gives read time per locale from the content (400 words fr = 2 min, 100 words en = 1 min)', async () => {
    const [card] = await articlesByIds(db, 's1', 'en', [ids[0]!]);
    expect(card?.read_time).toEqual({ fr: 2, en: 1 });
    expect(card?.author).toEqual({ name: 'Julie Tremblay', thumbnail: '/a.svg' });
  });

  it('hides unpublished articles and shows them again when published', async () => {
    await setPublished(db, 's1', ids[9]!, false);
    expect((await listArticles(db, 's1', query())).total).toBe(10);
    expect(await getPost(db, 's1', ids[9]!, 'fr')).toBeNull();
    await setPublished(db, 's1', ids[9]!, true);
    expect((await getPost(db, 's1', ids[9]!, 'fr'))?.title).toBe('Article 10');
  });

  it('knows which languages a post exists in (language guard)', async () => {
    const post = await getPost(db, 's1', ids[10]!, 'fr');
    expect(post?.available).toEqual(['fr']);
    expect(await getPost(db, 's1', ids[10]!, 'en')).toBeNull();
  });

  it('never links a category of another site, and deletes', async () => {
    const id = await insertArticle(db, 's1', article(15, { category_ids: [cats.other] }));
    const [card] = await articlesByIds(db, 's1', 'fr', [id]);
    expect(card?.categories).toEqual([]);
    expect(await deleteArticle(db, 's2', id)).toBe(false);
    expect(await deleteArticle(db, 's1', id)).toBe(true);
  });
});
