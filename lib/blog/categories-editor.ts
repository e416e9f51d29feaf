import { z } from 'zod';
import { CollectionError } from '@/lib/collections/errors';
import type { CollectionService } from '@/lib/collections/routes';
import type { Database } from '@/lib/db/types';
import { invalidateBlog } from './invalidate';

/**
 * Blog categories as editors manage them in /qa/articles: a label per language, an order
 * (the archive's filter list follows it), and deletion only when no article uses the category
 * (409 otherwise: nothing is unlinked behind the editor's back).
 */
const label = z.string().trim().max(60).refine((s) => !s.includes('\u0000'), 'NUL character');
export const categoryInputSchema = z.object({
  label: z.object({ fr: label.optional(), en: label.optional() }).refine((l) => Boolean(l.fr && l.en), 'a French and an English label are required'),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

async function create(db: Database, siteId: string, input: CategoryInput): Promise<{ id: number }> {
  const { label: value } = categoryInputSchema.parse(input);
  const rows = await db.query<{ id: number }>(
    `insert into blog_categories (site_id, label, position)
     values ($1, $2, (select coalesce(max(position) + 1, 0) from blog_categories where site_id = $1)) returning id::int as id`,
    [siteId, JSON.stringify(value)],
  );
  invalidateBlog(siteId);
  return { id: rows[0]!.id };
}

async function update(db: Database, siteId: string, id: number, input: CategoryInput): Promise<{ id: number }> {
  const { label: value } = categoryInputSchema.parse(input);
  const rows = await db.query('update blog_categories set label = $3 where id = $1 and site_id = $2 returning id', [id, siteId, JSON.stringify(value)]);
  if (rows.length === 0) throw new CollectionError('not_found', 'No category with this id on this site');
  invalidateBlog(siteId);
  return { id };
}

async function remove(db: Database, siteId: string, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const used = await tx.query<{ n: number }>('select count(*)::int as n from article_categories where category_id = $1', [id]);
    const rows = await tx.query('select 1 from blog_categories where id = $1 and site_id = $2 for update', [id, siteId]);
    if (rows.length === 0) throw new CollectionError('not_found', 'No category with this id on this site');
    if ((used[0]?.n ?? 0) > 0) throw new CollectionError('in_use', `${used[0]!.n} article(s) use this category: remove it from them first`);
    await tx.query('delete from blog_categories where id = $1 and site_id = $2', [id, siteId]);
  });
  invalidateBlog(siteId);
}

async function reorder(db: Database, siteId: string, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number }>('select id::int as id from blog_categories where site_id = $1 for update', [siteId]);
    const current = new Set(rows.map((r) => Number(r.id)));
    if (new Set(ids).size !== ids.length || ids.length !== current.size || ids.some((id) => !current.has(id))) {
      throw new CollectionError('invalid_order', 'The order must list every category of the site once', 'ids');
    }
    await tx.query(
      `update blog_categories c set position = o.position from unnest($2::bigint[]) with ordinality as o(id, position)
        where c.site_id = $1 and c.id = o.id`,
      [siteId, ids],
    );
  });
  invalidateBlog(siteId);
}

export const blogCategoriesEditorService: CollectionService<CategoryInput> = {
  schema: categoryInputSchema as never,
  create,
  update,
  remove,
  reorder,
};
