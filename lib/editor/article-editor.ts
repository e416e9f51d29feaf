import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import type { Block } from '@/lib/content/types';
import type { Database, Queryable } from '@/lib/db/types';
import { validateBlocks, type BlockIssue } from '@/lib/editor/validate-blocks';
import { missingFrenchArticle } from '@/lib/compliance/french-first';
import { frenchVersionProblems } from '@/lib/editor/french-first-problems';
import { complianceProblems } from '@/lib/editor/compliance-problems';
import { siteRuleProblems } from '@/lib/editor/site-rule-problems';
import { blockBody } from '@/lib/editor/api-schemas';
import { locales, type Locale, type Localized } from '@/lib/i18n/locales';
import { mediaIdSchema } from '@/lib/media/schemas';
import { invalidateBlog } from '@/lib/blog/invalidate';
import { derivedColumns, setCategories, setPublished, thumbnailsOf } from '@/lib/blog/writes';

/**
 * Editing an article in /qa/articles: its details (titles, slugs, excerpt, image, categories,
 * author, date, published), and its main content per language composed with Puck
 * (/qa/articles/{id}/content?locale=fr). Every save first keeps the article as it was in
 * article_versions, so any earlier state can be restored. A change to an article visitors
 * can read waits in its `draft` column until it is published (visitors keep reading the live
 * columns; an editor previews the draft); any other article is changed at once. Writes run in one
 * transaction and refresh the pages that show articles when visitors can see the change.
 */

const text = (max: number) => z.string().trim().max(max).refine((s) => !s.includes('\u0000'), 'NUL character');
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase letters, digits and dashes').max(120);
const localized = <T extends z.ZodType>(inner: T) => z.object({ fr: inner.optional(), en: inner.optional() });

export const articleDetailsSchema = z
  .object({
    title: localized(text(200)).refine((t) => Boolean(t.fr || t.en), 'a French or English title is required'),
    slug: localized(slug),
    excerpt: localized(text(600)).default({}),
    main_image: z.object({ url: text(2048).min(1), alt: localized(text(300)).optional(), media_id: mediaIdSchema.optional() }).nullable().default(null),
    category_ids: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(20).default([]),
    tags: z.array(localized(text(40)).refine((t) => Boolean(t.fr || t.en), 'a tag needs a French or English name')).max(20).default([]),
    author_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable().default(null),
    // A day (the editor's date field) is the start of that day in Québec (EST; 1 a.m. in
    // summer): stored as midnight UTC it would be the evening before in Montréal and the post
    // would show the previous date; a later hour would keep an article dated today hidden.
    published_at: z.iso
      .date()
      .transform((day) => `${day}T00:00:00-05:00`)
      .or(z.iso.datetime({ offset: true })),
    published: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    for (const locale of locales) {
      if (v.title[locale] && !v.slug[locale]) ctx.addIssue({ code: 'custom', path: ['slug', locale], message: 'a slug is required for each language that has a title' });
    }
  });
export type ArticleDetailsInput = z.input<typeof articleDetailsSchema>;
export type ArticleDetails = z.output<typeof articleDetailsSchema>;

export const articleContentSchema = z.object({ locale: z.enum(locales), blocks: z.array(blockBody).max(200) });

export class ArticleNotFound extends Error {}

/** A save or publish that would put the article online against a publish rule: nothing changed. */
export class ArticlePublishRefused extends Error {
  constructor(readonly problems: BlockIssue[]) {
    super(`${problems.length} problem(s): nothing was published`);
  }
}

/**
 * The publish rules an article going online must pass: the site's (site-rule-problems.ts),
 * French first, and the advertising rules of each language's blocks (figures, testimonials).
 */
export async function articlePublishProblems(tx: Queryable, siteId: string, s: Snapshot): Promise<BlockIssue[]> {
  const blocks = locales.flatMap((locale) => complianceProblems(blocksOf(s.main_content?.[locale])));
  return [...(await siteRuleProblems(tx, siteId)), ...frenchVersionProblems(missingFrenchArticle(s)), ...blocks];
}

function blocksOf(value: unknown): Block[] {
  return Array.isArray(value) ? value.filter((b): b is Block => typeof b === 'object' && b !== null && typeof (b as Block).id === 'string' && typeof (b as Block).block_type === 'string') : [];
}

async function assertPublishable(tx: Queryable, siteId: string, s: Snapshot): Promise<void> {
  const problems = await articlePublishProblems(tx, siteId, s);
  if (problems.length > 0) throw new ArticlePublishRefused(problems);
}

/** What a version keeps: everything an editor can change. */
export interface Snapshot extends Omit<ArticleDetails, 'published_at'> {
  published_at: string;
  main_content: Localized<unknown[]>;
}

/** A pending draft: the snapshot plus the columns derived from it, so a preview reads it like a row. */
interface DraftRow extends Snapshot {
  locales: Locale[];
  read_time: Localized<number>;
  thumbnails: { url_small?: string; url_large?: string };
}

/** The article as the editor sees it: its pending draft over the live state. */
export interface EditorArticle extends Snapshot {
  /** Whether the live article is published (not the draft's flag). */
  live: boolean;
  /** Whether visitors can read it now: published, due and with content in a language. */
  visible: boolean;
  has_draft: boolean;
}

/** What a save did: `live` when visitors see the change now, false when it waits in the draft. */
export interface SaveOutcome {
  live: boolean;
}

const SNAPSHOT_COLUMNS = `a.title, a.slug, a.excerpt, a.main_image, coalesce(a.tags, '[]') as tags, a.author_id::int as author_id, a.published_at::text as published_at, a.published,
  a.main_content, coalesce((select array_agg(c.category_id::int order by c.category_id) from article_categories c where c.article_id = a.id), '{}') as category_ids`;

/** The live state, the pending draft, and whether visitors can read the article now (published, due, with content). */
async function liveAndDraft(tx: Queryable, siteId: string, id: number, lock = true): Promise<{ live: Snapshot; draft: Snapshot | null; visible: boolean }> {
  const rows = await tx.query<Snapshot & { draft: DraftRow | null; visible: boolean }>(
    `select ${SNAPSHOT_COLUMNS}, a.draft, (a.published and a.published_at <= now() and cardinality(a.locales) > 0) as visible
       from articles a where a.id = $1 and a.site_id = $2${lock ? ' for update' : ''}`,
    [id, siteId],
  );
  const row = rows[0];
  if (!row) throw new ArticleNotFound(`No article ${id} on this site`);
  const { draft, visible, ...live } = row;
  return { live, draft: draft ? snapshotOfDraft(draft) : null, visible };
}

/** The editable part of a draft (its derived columns dropped). */
function snapshotOfDraft(draft: DraftRow): Snapshot {
  const { title, slug, excerpt, main_image, category_ids, tags, author_id, published_at, published, main_content } = draft;
  return { title, slug, excerpt, main_image, category_ids, tags, author_id, published_at, published, main_content };
}

async function keepVersion(tx: Queryable, id: number, snapshot: Snapshot, by: string): Promise<void> {
  await tx.query('insert into article_versions (article_id, snapshot, created_by) values ($1, $2, $3)', [id, JSON.stringify(snapshot), by]);
}

/** Writes a whole state to the live columns (what visitors read) and drops any pending draft. */
async function writeLive(tx: Queryable, siteId: string, id: number, s: Snapshot): Promise<void> {
  const { locales: present, readTime } = derivedColumns(s.main_content ?? {});
  await tx.query(
    `update articles set title = $3, slug = $4, excerpt = $5, main_image = $6, thumbnails = $7, author_id = $8,
       published_at = $9, published = $10, tags = $11, main_content = $12, locales = $13, read_time = $14,
       draft = null, updated_at = now()
     where id = $1 and site_id = $2`,
    [
      id, siteId, JSON.stringify(s.title), JSON.stringify(s.slug), JSON.stringify(s.excerpt ?? {}), JSON.stringify(s.main_image),
      JSON.stringify(thumbnailsOf(s.main_image)), s.author_id, s.published_at, s.published, JSON.stringify(s.tags ?? []),
      JSON.stringify(s.main_content ?? {}), present, JSON.stringify(readTime),
    ],
  );
  await setCategories(tx, siteId, id, s.category_ids ?? []);
}

/** Keeps a state as the pending draft of a published article: visitors still read the live columns. */
async function writeDraft(tx: Queryable, id: number, s: Snapshot): Promise<void> {
  const { locales: present, readTime } = derivedColumns(s.main_content ?? {});
  const draft: DraftRow = { ...s, published: true, locales: present, read_time: readTime, thumbnails: thumbnailsOf(s.main_image) };
  await tx.query('update articles set draft = $2 where id = $1', [id, JSON.stringify(draft)]);
}

/**
 * The one rule of every save: a change to an article visitors can read now waits in its
 * draft until "Publish the changes"; any other change (an unpublished, future or still empty
 * article, or a save that unpublishes it) is written at once, the state it replaces kept as
 * a version.
 */
async function save(tx: Queryable, siteId: string, id: number, change: (editing: Snapshot) => Snapshot, by: string): Promise<SaveOutcome> {
  const { live, draft, visible } = await liveAndDraft(tx, siteId, id);
  const next = change(draft ?? live);
  // Written live as published: this save is the article's publish.
  if (!visible && next.published) await assertPublishable(tx, siteId, next);
  if (visible && next.published) {
    await writeDraft(tx, id, next);
    return { live: false };
  }
  await keepVersion(tx, id, live, by);
  await writeLive(tx, siteId, id, next);
  return { live: true };
}

/** A new article (no content yet, unpublished unless said otherwise); returns its id. */
export async function createArticle(db: Database, siteId: string, input: ArticleDetailsInput): Promise<number> {
  const d = articleDetailsSchema.parse(input);
  const id = await db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number }>(
      `insert into articles (site_id, slug, title, excerpt, main_content, published_at, published) values ($1, '{}', '{}', '{}', '{}', $2, false)
       returning id::int as id`,
      [siteId, d.published_at],
    );
    const articleId = Number(rows[0]!.id);
    if (d.published) await assertPublishable(tx, siteId, { ...d, main_content: {} });
    await writeLive(tx, siteId, articleId, { ...d, main_content: {} });
    return articleId;
  });
  invalidateBlog(siteId);
  return id;
}

/** Saves the details (into the draft while the article is published and stays so). */
export async function updateArticleDetails(db: Database, siteId: string, id: number, input: ArticleDetailsInput, by: string): Promise<SaveOutcome> {
  const d = articleDetailsSchema.parse(input);
  const outcome = await db.transaction((tx) => save(tx, siteId, id, (editing) => ({ ...d, main_content: editing.main_content ?? {} }), by));
  if (outcome.live) invalidateBlog(siteId);
  return outcome;
}

/** Saves one language's main content (blocks validated like a page's; into the draft of a published article). */
export async function saveArticleContent(
  db: Database,
  siteId: string,
  id: number,
  locale: Locale,
  blocks: Block[],
  by: string,
): Promise<({ saved: true } & SaveOutcome) | { saved: false; problems: BlockIssue[] }> {
  const problems = validateBlocks(blocks);
  if (problems.length > 0) return { saved: false, problems };
  const outcome = await db.transaction((tx) =>
    save(tx, siteId, id, (editing) => ({ ...editing, main_content: { ...(editing.main_content ?? {}), [locale]: blocks } }), by),
  );
  if (outcome.live) invalidateBlog(siteId);
  return { saved: true, ...outcome };
}

/**
 * Publishes the article: its pending draft (if any) becomes what visitors read, the replaced
 * live state kept as a version, unless it breaks a publish rule (French first, the person in
 * charge named): then nothing changes and the problems are listed. False when the article
 * is not on this site.
 */
export async function publishArticle(db: Database, siteId: string, id: number, by: string): Promise<boolean | { published: false; problems: BlockIssue[] }> {
  const done = await db.transaction<boolean | { published: false; problems: BlockIssue[] }>(async (tx) => {
    const found = await liveAndDraft(tx, siteId, id).catch((error: unknown) => {
      if (error instanceof ArticleNotFound) return null;
      throw error;
    });
    if (!found) return false;
    const { live, draft } = found;
    const problems = await articlePublishProblems(tx, siteId, draft ?? live);
    if (problems.length > 0) return { published: false, problems };
    if (!draft) {
      await tx.query('update articles set published = true, updated_at = now() where id = $1', [id]);
      return true;
    }
    await keepVersion(tx, id, live, by);
    await writeLive(tx, siteId, id, { ...draft, published: true });
    return true;
  });
  if (done === true) invalidateBlog(siteId);
  return done;
}

/**
 * The state a submission for approval freezes: the pending draft, or the article as it is,
 * marked published (what approving it puts online). Locks the article row. Null when the
 * article is not on this site.
 */
export async function articleStateToSubmit(tx: Queryable, siteId: string, id: number): Promise<Snapshot | null> {
  const found = await liveAndDraft(tx, siteId, id).catch((error: unknown) => {
    if (error instanceof ArticleNotFound) return null;
    throw error;
  });
  return found ? { ...(found.draft ?? found.live), published: true } : null;
}

/** The article as visitors read it now (its live columns), for comparing a submission against it; null when not on this site. */
export async function liveArticleState(db: Queryable, siteId: string, id: number): Promise<Snapshot | null> {
  const found = await liveAndDraft(db, siteId, id, false).catch((error: unknown) => {
    if (error instanceof ArticleNotFound) return null;
    throw error;
  });
  return found?.live ?? null;
}

/**
 * Puts a frozen state online (an approved submission) under the same publish rules as
 * publishArticle: the replaced live state kept as a version. A pending draft the author
 * wrote after submitting stays pending; the one that was submitted is gone with it.
 * Problems when a rule refuses (nothing changed); false when the article is not on this site.
 * Run inside a transaction; invalidates nothing (the caller does once committed).
 */
export async function publishArticleState(tx: Queryable, siteId: string, id: number, state: Snapshot, by: string): Promise<true | false | { problems: BlockIssue[] }> {
  const found = await liveAndDraft(tx, siteId, id).catch((error: unknown) => {
    if (error instanceof ArticleNotFound) return null;
    throw error;
  });
  if (!found) return false;
  const next = { ...state, published: true };
  const problems = await articlePublishProblems(tx, siteId, next);
  if (problems.length > 0) return { problems };
  await keepVersion(tx, id, found.live, by);
  await writeLive(tx, siteId, id, next);
  if (found.draft && !isDeepStrictEqual({ ...found.draft, published: true }, next)) await writeDraft(tx, id, found.draft);
  return true;
}

/** Takes the article off the site (a pending draft stays for later). False when it is not on this site. */
export async function unpublishArticle(db: Queryable, siteId: string, id: number): Promise<boolean> {
  const done = await setPublished(db, siteId, id, false);
  if (done) invalidateBlog(siteId);
  return done;
}

/** Throws the pending draft away: the editor shows the live article again. */
export async function discardArticleDraft(db: Queryable, siteId: string, id: number): Promise<boolean> {
  const rows = await db.query('update articles set draft = null where id = $1 and site_id = $2 returning id', [id, siteId]);
  return rows.length > 0;
}

export interface ArticleVersion {
  id: number;
  created_by: string;
  created_at: string;
}

/** Whether the article exists on this site (another site's id reads as unknown). */
export async function articleOnSite(db: Queryable, siteId: string, id: number): Promise<boolean> {
  return (await db.query('select 1 from articles where id = $1 and site_id = $2', [id, siteId])).length > 0;
}

export async function listArticleVersions(db: Queryable, siteId: string, id: number): Promise<ArticleVersion[]> {
  return db.query<ArticleVersion>(
    `select v.id::int as id, v.created_by, v.created_at::text as created_at from article_versions v
       join articles a on a.id = v.article_id and a.site_id = $2
      where v.article_id = $1 order by v.id desc limit 50`,
    [id, siteId],
  );
}

/**
 * Puts an earlier version back (details and content) as pages do: into the draft of an
 * article visitors can read (they see it once published), at once otherwise. Whether the
 * article is published does not change. Null when there is no such version.
 */
export async function restoreArticleVersion(db: Database, siteId: string, id: number, versionId: number, by: string): Promise<SaveOutcome | null> {
  const outcome = await db.transaction(async (tx) => {
    const rows = await tx.query<{ snapshot: Snapshot }>(
      `select v.snapshot from article_versions v join articles a on a.id = v.article_id and a.site_id = $3 where v.id = $1 and v.article_id = $2`,
      [versionId, id, siteId],
    );
    const snapshot = rows[0]?.snapshot;
    if (!snapshot) return null;
    return save(tx, siteId, id, (editing) => ({ ...snapshot, main_content: snapshot.main_content ?? {}, published: editing.published }), by);
  });
  if (outcome?.live) invalidateBlog(siteId);
  return outcome;
}

/** The article as the editor shows it (details and content), or null. */
export async function findArticleForEditor(db: Queryable, siteId: string, id: number): Promise<EditorArticle | null> {
  try {
    const { live, draft, visible } = await liveAndDraft(db, siteId, id, false);
    return { ...(draft ?? live), live: live.published, visible, has_draft: draft !== null };
  } catch (error) {
    if (error instanceof ArticleNotFound) return null;
    throw error;
  }
}

/** Authors an article can be signed by. */
export async function listAuthorsForEditor(db: Queryable, siteId: string): Promise<{ id: number; name: string }[]> {
  return db.query('select id::int as id, name from blog_authors where site_id = $1 order by name', [siteId]);
}
