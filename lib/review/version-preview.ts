import { roleAllows, type Role } from '@/lib/auth/roles';
import { completePageContent } from '@/lib/cms/pages';
import type { Block } from '@/lib/content/types';
import type { Queryable } from '@/lib/db/types';
import { liveArticleState } from '@/lib/editor/article-editor';
import { EditorError } from '@/lib/editor/errors';
import { parseVersionRef, readArticleSide, readPageSide, type VersionRef } from '@/lib/editor/version-sides';
import type { Locale, Localized } from '@/lib/i18n/locales';
import { mayEditPages } from './page-access';
import { mayReview } from './reviewers';
import type { ReviewedSite } from './settings';
import { findSubmission, type ItemKind } from './steps';

/**
 * One side of the side-by-side preview: what the versions panel compares (a kept version,
 * the draft) plus what the review queue compares (the version online, a submission).
 */
export type PreviewRef = VersionRef | 'live' | { submission: number };

/** '3', 'draft', 'live', 'submission-12'; anything else null (the screen answers 404). */
export function parsePreviewRef(raw: string | string[] | undefined): PreviewRef | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined) return null;
  if (value === 'live') return 'live';
  const submission = /^submission-([1-9]\d{0,14})$/.exec(value);
  if (submission) return { submission: Number(submission[1]) };
  return parseVersionRef(value);
}

export function previewRefParam(ref: PreviewRef): string {
  return typeof ref === 'object' ? `submission-${ref.submission}` : String(ref);
}

/**
 * Who may see an item's versions rendered: whoever may compare them (pages: whoever edits
 * pages; articles: editors) and whoever decides submissions (site admins, the executive officer).
 */
export function mayPreviewVersions(site: ReviewedSite & Parameters<typeof mayReview>[0], access: { role: Role; memberId: number | null }, kind: ItemKind): boolean {
  if (mayReview(site, access)) return true;
  return kind === 'page' ? mayEditPages(site, access.role) : roleAllows(access.role, 'editor');
}

export interface PreviewSide {
  title: Localized<string>;
  /** The blocks as served in that language: collection data filled in, library files at their address. */
  blocks: Block[];
}

/** Page sides without blocks yet, read as the comparison reads them; null for nothing at that ref. */
async function storedSide(db: Queryable, siteId: string, kind: ItemKind, id: number, ref: PreviewRef, locale: Locale): Promise<{ title: unknown; blocks: Block[] } | null> {
  if (typeof ref === 'object') {
    const submission = await findSubmission(db, siteId, ref.submission);
    if (!submission || submission.kind !== kind || submission.itemId !== id) return null;
    const snapshot = submission.snapshot as { title?: unknown; content?: Block[]; main_content?: Localized<Block[]> };
    return { title: snapshot.title, blocks: kind === 'page' ? (snapshot.content ?? []) : (snapshot.main_content?.[locale] ?? []) };
  }
  if (ref === 'live') {
    // An item never published shows an empty side: all of the other one is new to visitors (as the queue compares it).
    if (kind === 'page') {
      const rows = await db.query<{ published: { title?: unknown; content?: Block[] } | null }>(`select published from pages where id = $1 and site_id = $2 and kind = 'page'`, [id, siteId]);
      if (!rows[0]) return null;
      const live = rows[0].published;
      return { title: live?.title, blocks: live?.content ?? [] };
    }
    const live = await liveArticleState(db, siteId, id);
    if (!live) return null;
    return live.published ? { title: live.title, blocks: (live.main_content?.[locale] ?? []) as Block[] } : { title: {}, blocks: [] };
  }
  try {
    const side = kind === 'page' ? await readPageSide(db, siteId, id, ref) : await readArticleSide(db, siteId, id, ref);
    const blocks = Array.isArray(side.blocks) ? side.blocks : (side.blocks[locale] ?? []);
    return { title: side.fields.title, blocks };
  } catch (error) {
    if (error instanceof EditorError) return null;
    throw error;
  }
}

/**
 * Two versions of a page or an article of this site, ready for the public block components
 * in `locale`. null when the item or either version is not this site's (the screen's 404).
 */
export async function readVersionPreview(
  db: Queryable,
  siteId: string,
  item: { kind: ItemKind; id: number },
  refs: { from: PreviewRef; to: PreviewRef },
  locale: Locale,
): Promise<{ from: PreviewSide; to: PreviewSide } | null> {
  const [from, to] = await Promise.all([storedSide(db, siteId, item.kind, item.id, refs.from, locale), storedSide(db, siteId, item.kind, item.id, refs.to, locale)]);
  if (!from || !to) return null;
  const served = async (side: { title: unknown; blocks: Block[] }): Promise<PreviewSide> => ({
    title: (side.title ?? {}) as Localized<string>,
    blocks: await completePageContent(db, siteId, locale, side.blocks),
  });
  return { from: await served(from), to: await served(to) };
}
