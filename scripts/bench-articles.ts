/**
 * Articles benchmark (run through scripts/bench-articles.mjs: `npm run bench:articles`).
 * Generates BENCH_ARTICLES (10 000) articles of one site in 4 categories (about 1 in 7 in
 * French only, 1 in 20 unpublished) into a fresh in-memory PGlite and, when DATABASE_URL
 * is set, into a throw-away schema of that PostgreSQL, then times the service call behind
 * GET /api/swc/{microsite_id}/articles (not HTTP) for the archive's typical queries.
 * Target: p95 under 15 ms. Writes bench-results/articles.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { listArticles } from '@/lib/blog/service';
import type { ArticleListQuery } from '@/lib/blog/types';
import { migrate } from '@/lib/db/migrate';
import { openPglite } from '@/lib/db/pglite';
import { openPostgres } from '@/lib/db/postgres';
import type { Database } from '@/lib/db/types';
import { timeRuns } from './lib/timing';

const COUNT = Number(process.env.BENCH_ARTICLES ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const WARMUP = 5;
const TARGET_MS = 15;

const q = (over: Partial<ArticleListQuery>): ArticleListQuery => ({
  locale: 'fr', page: 1, limit: 6, order: 'desc', categories: [], withCategories: false, ...over,
});
const SCENARIOS: { name: string; query: ArticleListQuery }[] = [
  { name: 'first load (with_categories=1)', query: q({ withCategories: true }) },
  { name: 'page 2, all categories', query: q({ page: 2 }) },
  { name: 'page 50, less recent first', query: q({ page: 50, order: 'asc' }) },
  { name: 'one category', query: q({ categories: [2] }) },
  { name: 'two categories, en', query: q({ categories: [1, 3], locale: 'en' }) },
];

/** One query timed (scripts/lib/timing.ts). */
const time = (fn: () => Promise<unknown>) => timeRuns(fn, { runs: RUNS, warmup: WARMUP });

/** Deterministic articles written in one statement (generate_series), as the seed shapes them. */
async function fill(db: Database): Promise<number> {
  await migrate(db);
  const started = performance.now();
  await db.transaction(async (tx) => {
    await tx.query(`insert into sites (id, key, name, microsite_id) values ('bench', 'bench-key', 'Bench', 'bench')`);
    await tx.query(`insert into blog_categories (id, site_id, label, position)
      select n, 'bench', jsonb_build_object('fr', 'Catégorie ' || n, 'en', 'Category ' || n), n from generate_series(1, 4) n`);
    await tx.query(`insert into blog_authors (id, site_id, name, avatar) values (1, 'bench', 'Julie Tremblay', '{"url":"/demo/blog/authors/julie-tremblay.svg"}')`);
    await tx.query(
      `insert into articles (id, site_id, slug, title, excerpt, main_content, main_image, thumbnails, tags, author_id,
         published_at, published, locales, read_time)
       select n, 'bench',
         case when n % 7 = 0 then jsonb_build_object('fr', 'article-' || n) else jsonb_build_object('fr', 'article-' || n, 'en', 'post-' || n) end,
         jsonb_build_object('fr', 'Article ' || n, 'en', 'Post ' || n),
         jsonb_build_object('fr', 'Résumé de l’article ' || n, 'en', 'Summary of post ' || n),
         '{}'::jsonb,
         jsonb_build_object('url', '/demo/blog/premier-achat.svg'),
         '{"url_small":"/demo/blog/premier-achat.svg","url_large":"/demo/blog/premier-achat.svg"}'::jsonb,
         '[]'::jsonb, 1,
         timestamptz '2020-01-01' + (n * interval '3 hours'),
         n % 20 <> 0,
         case when n % 7 = 0 then array['fr'] else array['fr', 'en'] end,
         jsonb_build_object('fr', 1 + n % 9, 'en', 1 + n % 8)
       from generate_series(1, $1::int) n`,
      [COUNT],
    );
    // One category each, a second one for every third article.
    await tx.query(`insert into article_categories (article_id, category_id) select n, 1 + n % 4 from generate_series(1, $1::int) n`, [COUNT]);
    await tx.query(`insert into article_categories (article_id, category_id)
      select n, 1 + (n + 1) % 4 from generate_series(1, $1::int) n where n % 3 = 0`, [COUNT]);
  });
  await db.query('analyze articles');
  await db.query('analyze article_categories');
  return (performance.now() - started) / 1000;
}

interface Row { database: string; scenario: string; total: number; p50_ms: number; p95_ms: number; target_ms: number }

async function measure(db: Database, label: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const { name, query } of SCENARIOS) {
    const total = (await listArticles(db, 'bench', query)).total;
    const t = await time(() => listArticles(db, 'bench', query));
    rows.push({ database: label, scenario: name, total, p50_ms: t.p50, p95_ms: t.p95, target_ms: TARGET_MS });
  }
  return rows;
}

function printTable(rows: Row[]): void {
  const line = (cells: string[]) => console.log(cells.map((c, i) => (i < 2 ? c.padEnd([10, 34][i]!) : c.padStart(9))).join(' '));
  line(['database', 'scenario', 'total', 'p50 ms', 'p95 ms', 'target', 'ok']);
  for (const r of rows) line([r.database, r.scenario, String(r.total), r.p50_ms.toFixed(2), r.p95_ms.toFixed(2), `<${r.target_ms}`, r.p95_ms < r.target_ms ? 'yes' : 'NO']);
}

export async function main(): Promise<void> {
  const rows: Row[] = [];
  const seconds: Record<string, number> = {};
  console.log(`Articles benchmark: ${COUNT} articles, ${RUNS} runs per query`);
  const pglite = await openPglite();
  seconds.pglite = await fill(pglite);
  rows.push(...(await measure(pglite, 'pglite')));
  await pglite.close();
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `bench_articles_${process.pid}`;
    const admin = await openPostgres(url);
    await admin.exec(`create schema ${schema}`);
    const sep = url.includes('?') ? '&' : '?';
    const db = await openPostgres(`${url}${sep}options=-c%20search_path%3D${schema}`);
    try {
      seconds.postgres = await fill(db);
      rows.push(...(await measure(db, 'postgres')));
    } finally {
      await db.close();
      await admin.exec(`drop schema ${schema} cascade`);
      await admin.close();
    }
  }
  printTable(rows);
  const root = path.resolve(import.meta.dirname ?? '.', '..');
  await mkdir(path.join(root, 'bench-results'), { recursive: true });
  await writeFile(
    path.join(root, 'bench-results/articles.json'),
    `${JSON.stringify({ date: new Date().toISOString(), articles: COUNT, runs: RUNS, cpus: os.cpus().length, fill_seconds: seconds, rows }, null, 2)}\n`,
  );
  const failed = rows.filter((r) => r.p95_ms >= r.target_ms);
  if (failed.length > 0) throw new Error(`${failed.length} queries over the ${TARGET_MS} ms p95 target`);
}
