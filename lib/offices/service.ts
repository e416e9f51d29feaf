import type { Database, Queryable } from '@/lib/db/types';
import { CollectionError } from '@/lib/collections/errors';
import { reorderRows } from '@/lib/collections/reorder';
import { officeInputSchema, type OfficeInput, type OfficeValues } from './schema';
import type { Office } from './types';
import { invalidateOffices } from '@/lib/cache/invalidate';

/**
 * The offices collection of a site: reads for blocks and office pages, writes for editors.
 * Every write keeps the office's lead recipient (recipient_type 'office') in step, so a
 * contact message addressed to the office reaches its e-mail, and invalidates the offices
 * cache tag once committed, so every page showing offices renders the change.
 */

const columns = `id::int as id, slug, name, photo, latitude, longitude, address_street, address_city, postal_code,
  phone_display, phone_international, email, opening_hours, position, updated_at::text as updated_at`;

export async function listOffices(db: Queryable, siteId: string): Promise<Office[]> {
  return db.query<Office>(`select ${columns} from offices where site_id = $1 order by position, id`, [siteId]);
}

export async function findOfficeBySlug(db: Queryable, siteId: string, slug: string): Promise<Office | null> {
  const rows = await db.query<Office>(`select ${columns} from offices where site_id = $1 and slug = $2`, [siteId, slug]);
  return rows[0] ?? null;
}

export async function findOfficeById(db: Queryable, siteId: string, id: number): Promise<Office | null> {
  const rows = await db.query<Office>(`select ${columns} from offices where site_id = $1 and id = $2`, [siteId, id]);
  return rows[0] ?? null;
}

export interface WriteOptions {
  /** Called once the write is committed; default: invalidate the site's offices tag. */
  onChange?: (siteId: string) => void;
}

async function slugTaken(tx: Queryable, siteId: string, slug: string, exceptId: number | null): Promise<boolean> {
  const rows = await tx.query('select 1 from offices where site_id = $1 and slug = $2 and id <> $3', [siteId, slug, exceptId ?? -1]);
  return rows.length > 0;
}

function values(v: OfficeValues): unknown[] {
  return [
    v.slug, JSON.stringify(v.name), v.photo ? JSON.stringify(v.photo) : null, v.latitude, v.longitude,
    JSON.stringify(v.address_street), JSON.stringify(v.address_city), v.postal_code, v.phone_display,
    v.phone_international, v.email, JSON.stringify(v.opening_hours),
  ];
}

/** The office as a lead recipient: its slug, its name (French first) and its e-mail. */
async function syncRecipient(tx: Queryable, siteId: string, v: OfficeValues, previousSlug: string | null): Promise<void> {
  if (previousSlug && previousSlug !== v.slug) {
    await tx.query("delete from lead_recipients where site_id = $1 and type = 'office' and slug = $2", [siteId, previousSlug]);
  }
  if (!v.email) {
    await tx.query("delete from lead_recipients where site_id = $1 and type = 'office' and slug = $2", [siteId, v.slug]);
    return;
  }
  await tx.query(
    `insert into lead_recipients (site_id, type, slug, name, email) values ($1, 'office', $2, $3, $4)
     on conflict (site_id, type, slug) do update set name = excluded.name, email = excluded.email`,
    [siteId, v.slug, v.name.fr || v.name.en || v.slug, v.email],
  );
}

/** Validates input (throws the zod error for the API to answer 400) and adds the office last. */
export async function createOffice(db: Database, siteId: string, input: OfficeInput, options: WriteOptions = {}): Promise<Office> {
  const v = officeInputSchema.parse(input);
  const id = await db.transaction(async (tx) => {
    if (await slugTaken(tx, siteId, v.slug, null)) throw new CollectionError('slug_taken', `Another office already uses the slug "${v.slug}"`, 'slug');
    const rows = await tx.query<{ id: number }>(
      `insert into offices (site_id, slug, name, photo, latitude, longitude, address_street, address_city, postal_code,
         phone_display, phone_international, email, opening_hours, position)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13,
         (select coalesce(max(position) + 1, 0) from offices where site_id = $1))
       returning id::int as id`,
      [siteId, ...values(v)],
    );
    await syncRecipient(tx, siteId, v, null);
    return rows[0]!.id;
  });
  (options.onChange ?? invalidateOffices)(siteId);
  return (await findOfficeById(db, siteId, id))!;
}

export async function updateOffice(db: Database, siteId: string, id: number, input: OfficeInput, options: WriteOptions = {}): Promise<Office> {
  const v = officeInputSchema.parse(input);
  await db.transaction(async (tx) => {
    const before = await tx.query<{ slug: string }>('select slug from offices where site_id = $1 and id = $2 for update', [siteId, id]);
    if (!before[0]) throw new CollectionError('not_found', 'No office with this id on this site');
    if (await slugTaken(tx, siteId, v.slug, id)) throw new CollectionError('slug_taken', `Another office already uses the slug "${v.slug}"`, 'slug');
    await tx.query(
      `update offices set slug = $3, name = $4, photo = $5, latitude = $6, longitude = $7, address_street = $8,
         address_city = $9, postal_code = $10, phone_display = $11, phone_international = $12, email = $13,
         opening_hours = $14, updated_at = now()
       where site_id = $1 and id = $2`,
      [siteId, id, ...values(v)],
    );
    await syncRecipient(tx, siteId, v, before[0].slug);
  });
  (options.onChange ?? invalidateOffices)(siteId);
  return (await findOfficeById(db, siteId, id))!;
}

/** Deletes the office and its lead recipient (leads already received keep their copy). */
export async function deleteOffice(db: Database, siteId: string, id: number, options: WriteOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.query<{ slug: string }>('delete from offices where site_id = $1 and id = $2 returning slug', [siteId, id]);
    if (!rows[0]) throw new CollectionError('not_found', 'No office with this id on this site');
    await tx.query("delete from lead_recipients where site_id = $1 and type = 'office' and slug = $2", [siteId, rows[0].slug]);
  });
  (options.onChange ?? invalidateOffices)(siteId);
}

/** Drag and drop: the new order of every office of the site. */
export async function reorderOffices(db: Database, siteId: string, ids: number[], options: WriteOptions = {}): Promise<void> {
  await db.transaction((tx) => reorderRows(tx, 'offices', siteId, ids));
  (options.onChange ?? invalidateOffices)(siteId);
}
