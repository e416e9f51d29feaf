import type { Database, Queryable } from '@/lib/db/types';
import { CollectionError } from '@/lib/collections/errors';
import { reorderRows } from '@/lib/collections/reorder';
import { invalidatePartners } from '@/lib/cache/invalidate';
import { bankPartnerInputSchema, partnerInputSchema, type BankPartnerInput, type PartnerInput } from './schema';
import type { BankPartner, Partner } from './types';

/**
 * Partners and bank partners of a site. Writes validate their input (a zod error is the
 * API's 400), run in one transaction and invalidate the partners tag once committed.
 */

export interface WriteOptions {
  /** Called once the write is committed; default: invalidate the site's partners tag. */
  onChange?: (siteId: string) => void;
}

const partnerColumns = `id::int as id, image, avatar, title, subtitle, description, list_items, tags, position, updated_at::text as updated_at`;
const bankColumns = `id::int as id, name, logo, employees, position, updated_at::text as updated_at`;
const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));
const done = (siteId: string, options: WriteOptions) => (options.onChange ?? invalidatePartners)(siteId);

export async function listPartners(db: Queryable, siteId: string): Promise<Partner[]> {
  return db.query<Partner>(`select ${partnerColumns} from partners where site_id = $1 order by position, id`, [siteId]);
}

export async function findPartner(db: Queryable, siteId: string, id: number): Promise<Partner | null> {
  return (await db.query<Partner>(`select ${partnerColumns} from partners where site_id = $1 and id = $2`, [siteId, id]))[0] ?? null;
}

export async function createPartner(db: Database, siteId: string, input: PartnerInput, options: WriteOptions = {}): Promise<Partner> {
  const v = partnerInputSchema.parse(input);
  const rows = await db.query<{ id: number }>(
    `insert into partners (site_id, image, avatar, title, subtitle, description, list_items, tags, position)
     values ($1, $2, $3, $4, $5, $6, $7, $8, (select coalesce(max(position) + 1, 0) from partners where site_id = $1))
     returning id::int as id`,
    [siteId, json(v.image), json(v.avatar), json(v.title), json(v.subtitle), json(v.description), json(v.list_items), json(v.tags)],
  );
  done(siteId, options);
  return (await findPartner(db, siteId, rows[0]!.id))!;
}

export async function updatePartner(db: Database, siteId: string, id: number, input: PartnerInput, options: WriteOptions = {}): Promise<Partner> {
  const v = partnerInputSchema.parse(input);
  const rows = await db.query(
    `update partners set image = $3, avatar = $4, title = $5, subtitle = $6, description = $7, list_items = $8, tags = $9,
       updated_at = now() where site_id = $1 and id = $2 returning id`,
    [siteId, id, json(v.image), json(v.avatar), json(v.title), json(v.subtitle), json(v.description), json(v.list_items), json(v.tags)],
  );
  if (!rows[0]) throw new CollectionError('not_found', 'No partner with this id on this site');
  done(siteId, options);
  return (await findPartner(db, siteId, id))!;
}

export async function deletePartner(db: Database, siteId: string, id: number, options: WriteOptions = {}): Promise<void> {
  const rows = await db.query('delete from partners where site_id = $1 and id = $2 returning id', [siteId, id]);
  if (!rows[0]) throw new CollectionError('not_found', 'No partner with this id on this site');
  done(siteId, options);
}

export async function reorderPartners(db: Database, siteId: string, ids: number[], options: WriteOptions = {}): Promise<void> {
  await db.transaction((tx) => reorderRows(tx, 'partners', siteId, ids));
  done(siteId, options);
}

export async function listBankPartners(db: Queryable, siteId: string): Promise<BankPartner[]> {
  return db.query<BankPartner>(`select ${bankColumns} from bank_partners where site_id = $1 order by position, id`, [siteId]);
}

export async function findBankPartner(db: Queryable, siteId: string, id: number): Promise<BankPartner | null> {
  return (await db.query<BankPartner>(`select ${bankColumns} from bank_partners where site_id = $1 and id = $2`, [siteId, id]))[0] ?? null;
}

export async function createBankPartner(db: Database, siteId: string, input: BankPartnerInput, options: WriteOptions = {}): Promise<BankPartner> {
  const v = bankPartnerInputSchema.parse(input);
  const rows = await db.query<{ id: number }>(
    `insert into bank_partners (site_id, name, logo, employees, position)
     values ($1, $2, $3, $4, (select coalesce(max(position) + 1, 0) from bank_partners where site_id = $1))
     returning id::int as id`,
    [siteId, v.name, json(v.logo), json(v.employees)],
  );
  done(siteId, options);
  return (await findBankPartner(db, siteId, rows[0]!.id))!;
}

export async function updateBankPartner(db: Database, siteId: string, id: number, input: BankPartnerInput, options: WriteOptions = {}): Promise<BankPartner> {
  const v = bankPartnerInputSchema.parse(input);
  const rows = await db.query(
    'update bank_partners set name = $3, logo = $4, employees = $5, updated_at = now() where site_id = $1 and id = $2 returning id',
    [siteId, id, v.name, json(v.logo), json(v.employees)],
  );
  if (!rows[0]) throw new CollectionError('not_found', 'No bank partner with this id on this site');
  done(siteId, options);
  return (await findBankPartner(db, siteId, id))!;
}

export async function deleteBankPartner(db: Database, siteId: string, id: number, options: WriteOptions = {}): Promise<void> {
  const rows = await db.query('delete from bank_partners where site_id = $1 and id = $2 returning id', [siteId, id]);
  if (!rows[0]) throw new CollectionError('not_found', 'No bank partner with this id on this site');
  done(siteId, options);
}

export async function reorderBankPartners(db: Database, siteId: string, ids: number[], options: WriteOptions = {}): Promise<void> {
  await db.transaction((tx) => reorderRows(tx, 'bank_partners', siteId, ids));
  done(siteId, options);
}
