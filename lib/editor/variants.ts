import type { Block } from '@/lib/content/types';
import { invalidateSitePages } from '@/lib/cache/invalidate';
import { variantColors, type VariantColor } from '@/lib/content/types';
import type { Queryable } from '@/lib/db/types';
import type { EditorRef } from './editor-ref';
import { EditorError } from './errors';
import { complianceProblems } from './compliance-problems';
import { untranslatedFieldProblems } from './french-first-problems';
import { siteRuleProblems } from './site-rule-problems';
import { namedProblems, validateBlocks, type BlockIssue } from './validate-blocks';

export interface VariantSummary {
  id: number;
  pageId: number | null;
  name: string;
  color: VariantColor;
  published: boolean;
  updatedBy: string | null;
  updatedAt: string;
}

export interface NewVariant {
  siteId: string;
  pageId: number;
  name: string;
  color: VariantColor;
}

interface Row {
  id: number | string;
  page_id: number | string | null;
  name: string;
  color: VariantColor;
  published: boolean;
  updated_by: string | null;
  updated_at: Date | string;
}

const toSummary = (row: Row): VariantSummary => ({
  id: Number(row.id),
  pageId: row.page_id === null ? null : Number(row.page_id),
  name: row.name,
  color: row.color,
  published: row.published,
  updatedBy: row.updated_by,
  updatedAt: new Date(row.updated_at).toISOString(),
});

const columns = 'id, page_id, name, color, published, updated_by, updated_at';

export function isVariantColor(value: unknown): value is VariantColor {
  return typeof value === 'string' && (variantColors as readonly string[]).includes(value);
}

/** A new, unpublished variant of the page, starting from a copy of the page's draft content. */
export async function createVariant(db: Queryable, variant: NewVariant, editor: EditorRef | null = null): Promise<VariantSummary> {
  if (!isVariantColor(variant.color)) throw new Error(`unknown variant colour ${variant.color}`);
  const rows = await db.query<Row>(
    `insert into variants (site_id, page_id, name, color, content, updated_by)
     select p.site_id, p.id, $3, $4, p.content, $5 from pages p where p.id = $2 and p.site_id = $1
     returning ${columns}`,
    [variant.siteId, variant.pageId, variant.name, variant.color, editor?.name ?? null],
  );
  const row = rows[0];
  if (!row) throw new EditorError('page_not_found', `Page ${variant.pageId} does not exist on this site`, { pageId: variant.pageId });
  return toSummary(row);
}

export async function listVariants(db: Queryable, pageId: number): Promise<VariantSummary[]> {
  const rows = await db.query<Row>(`select ${columns} from variants where page_id = $1 order by id`, [pageId]);
  return rows.map(toSummary);
}

/** The variant's content and its page, or variant_not_found (404) outside the site. */
export async function getVariant(db: Queryable, variantId: number, siteId: string): Promise<VariantSummary & { content: Block[] }> {
  const rows = await db.query<Row & { content: Block[] | null }>(
    `select ${columns}, content from variants where id = $1 and site_id = $2`,
    [variantId, siteId],
  );
  const row = rows[0];
  if (!row) throw new EditorError('variant_not_found', `Variant ${variantId} does not exist on this site`, { variantId });
  return { ...toSummary(row), content: row.content ?? [] };
}

/** Replaces the variant's content; a published variant shows it at once. */
export async function saveVariantContent(
  db: Queryable,
  variantId: number,
  siteId: string,
  content: Block[],
  editor: EditorRef,
): Promise<void> {
  const rows = await db.query(
    `update variants set content = $3, updated_by = $4, updated_at = now() where id = $1 and site_id = $2 returning id`,
    [variantId, siteId, JSON.stringify(content), editor.name],
  );
  if (rows.length === 0) throw new EditorError('variant_not_found', `Variant ${variantId} does not exist on this site`, { variantId });
  invalidateSitePages(siteId);
}

/** Makes the variant visible at ?variant=<id> if all its blocks are valid and break no advertising rule; lists the problems otherwise. */
export async function publishVariant(
  db: Queryable,
  variantId: number,
  siteId: string,
  editor: EditorRef,
): Promise<{ published: true } | { published: false; problems: BlockIssue[] }> {
  const variant = await getVariant(db, variantId, siteId);
  const problems = namedProblems(
    [
      ...(await siteRuleProblems(db, siteId)),
      ...validateBlocks(variant.content),
      ...complianceProblems(variant.content),
      ...untranslatedFieldProblems(variant.content),
    ],
    variant.content,
  );
  if (problems.length > 0) return { published: false, problems };
  await db.query(`update variants set published = true, updated_by = $3, updated_at = now() where id = $1 and site_id = $2`, [
    variantId,
    siteId,
    editor.name,
  ]);
  invalidateSitePages(siteId);
  return { published: true };
}

export async function deleteVariant(db: Queryable, variantId: number, siteId: string): Promise<void> {
  const rows = await db.query('delete from variants where id = $1 and site_id = $2 returning id', [variantId, siteId]);
  if (rows.length === 0) throw new EditorError('variant_not_found', `Variant ${variantId} does not exist on this site`, { variantId });
  invalidateSitePages(siteId);
}
