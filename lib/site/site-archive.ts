import { createHash } from 'node:crypto';
import { z } from 'zod';
import { recordActivity } from '@/lib/activity/record';
import { BODY_LIMITS } from '@/lib/http/body-limits';
import { invalidateSites } from '@/lib/cache/invalidate';
import type { Database, Queryable } from '@/lib/db/types';
import { MediaRefusal } from '@/lib/media/refusal';
import { checkArchiveFile, originalKey, newMediaId, type CheckedArchiveFile } from '@/lib/media/service';
import { extensionOf } from '@/lib/media/sniff';
import { mediaStorage, type MediaStorage } from '@/lib/media/storage';
import { newSiteIdentity, takenDomain, type SiteAdminError } from './site-admin';

/**
 * A whole site as one file (export/import): its settings (theme, header, footer,
 * SEO, metadata), pages with their paths, drafts, published content and versions, variants,
 * redirects, articles with their versions, categories and authors, members, offices,
 * partners, bank partners, lead recipients, member photos, the media library with its files,
 * and optionally the leads. Accounts, listings and feeds belong to the deployment, not in it.
 *
 * Ids in the file are local to the file (1, 2, 3... per table; media `med_x...`), so the
 * same site exported twice, or exported, imported elsewhere and exported again, gives the
 * same `body`. An import inserts everything under new ids in one transaction, rewriting
 * every reference (page and article ids, authors, categories, media ids and member photo
 * addresses in any JSON); a file that is not an export of this format, or whose checksum does
 * not match its body, or whose rows do not fit the tables, is refused before anything stays.
 */

export const ARCHIVE_FORMAT = 'courtier.site-export';
export const ARCHIVE_VERSION = 1;
/** Largest archive an import accepts (lib/http/body-limits.ts). */
export const MAX_ARCHIVE_BYTES = BODY_LIMITS.siteArchive;

interface TableSpec {
  name: string;
  /** Rows of the site: `$1` is the site id. */
  select: string;
  /** Serial primary key, renumbered in the file. */
  serial: boolean;
  /** Columns holding another table's id: column -> table. */
  refs?: Record<string, string>;
  leadsOnly?: boolean;
}

/** In insertion order: a table comes after every table it refers to. */
const TABLES: TableSpec[] = [
  { name: 'member_photos', select: 'select * from member_photos where site_id = $1 order by id', serial: true },
  { name: 'blog_authors', select: 'select * from blog_authors where site_id = $1 order by id', serial: true },
  { name: 'blog_categories', select: 'select * from blog_categories where site_id = $1 order by id', serial: true },
  { name: 'offices', select: 'select * from offices where site_id = $1 order by id', serial: true },
  { name: 'members', select: 'select * from members where site_id = $1 order by id', serial: true },
  { name: 'partners', select: 'select * from partners where site_id = $1 order by id', serial: true },
  { name: 'bank_partners', select: 'select * from bank_partners where site_id = $1 order by id', serial: true },
  { name: 'pages', select: 'select * from pages where site_id = $1 order by id', serial: true },
  { name: 'page_paths', select: 'select * from page_paths where site_id = $1', serial: false, refs: { page_id: 'pages' } },
  { name: 'page_versions', select: 'select v.* from page_versions v join pages p on p.id = v.page_id where p.site_id = $1 order by v.id', serial: true, refs: { page_id: 'pages' } },
  { name: 'variants', select: 'select * from variants where site_id = $1 order by id', serial: true, refs: { page_id: 'pages' } },
  { name: 'redirects', select: 'select * from redirects where site_id = $1 order by id', serial: true },
  { name: 'articles', select: 'select * from articles where site_id = $1 order by id', serial: true, refs: { author_id: 'blog_authors' } },
  { name: 'article_versions', select: 'select v.* from article_versions v join articles a on a.id = v.article_id where a.site_id = $1 order by v.id', serial: true, refs: { article_id: 'articles' } },
  { name: 'article_categories', select: 'select c.* from article_categories c join articles a on a.id = c.article_id where a.site_id = $1', serial: false, refs: { article_id: 'articles', category_id: 'blog_categories' } },
  { name: 'lead_recipients', select: 'select * from lead_recipients where site_id = $1', serial: false },
  { name: 'leads', select: 'select * from leads where site_id = $1 order by id', serial: true, leadsOnly: true },
];

/** Site settings carried by the file; the name, domains and key are the importer's. */
const SITE_COLUMNS = ['type', 'microsite_id', 'production', 'theme', 'metadata', 'header', 'footer', 'seo', 'recaptcha', 'contact_email', 'default_locale'] as const;

type Row = Record<string, unknown>;

/** The advertising identity (lib/compliance) with its member ids mapped; an id the map lacks becomes null. */
function withMemberIds(value: unknown, map: (id: string) => number | string | null): Row {
  const identity: Row = value && typeof value === 'object' ? { ...(value as Row) } : {};
  for (const key of ['executive_officer_id', 'broker_member_id']) {
    if (identity[key] === null || identity[key] === undefined) continue;
    const mapped = map(String(identity[key]));
    identity[key] = mapped === null ? null : Number(mapped);
  }
  return identity;
}

export interface ArchiveBody {
  site: Row & { name: string };
  tables: Record<string, Row[]>;
  /** Media rows (ids local to the file) and their original files, base64. */
  media: Row[];
  files: Record<string, string>;
}

export interface SiteArchive {
  format: typeof ARCHIVE_FORMAT;
  version: typeof ARCHIVE_VERSION;
  exportedAt: string;
  sourceSite: string;
  /** sha256 of JSON.stringify(body): a file changed by hand or cut short is refused. */
  checksum: string;
  body: ArchiveBody;
}

const checksumOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');
const MEDIA_ID = /med_[A-Za-z0-9_-]{12}/g;
const PHOTO_URL = /\/api\/members\/photo\/(\d+)/g;
const localMediaId = (n: number) => `med_x${String(n).padStart(11, '0')}`;

/** Rewrites media ids and member photo addresses anywhere in a JSON value. */
function rewrite<T>(value: T, media: Map<string, string>, photos: Map<string, string>): T {
  const text = JSON.stringify(value);
  if (text === undefined) return value;
  const out = text
    .replace(MEDIA_ID, (id) => media.get(id) ?? id)
    .replace(PHOTO_URL, (whole, id: string) => (photos.has(id) ? `/api/members/photo/${photos.get(id)}` : whole));
  return JSON.parse(out) as T;
}

const rowsAsJson = async (db: Queryable, sql: string, siteId: string): Promise<Row[]> =>
  (await db.query<{ row: Row }>(`select to_jsonb(t) as row from (${sql}) t`, [siteId])).map((r) => r.row);

/** The whole site as one archive; null when there is no such site. */
export async function exportSite(db: Queryable, siteId: string, options: { leads?: boolean } = {}): Promise<SiteArchive | null> {
  const [siteRow] = await rowsAsJson(db, 'select * from sites where id = $1 and deleted_at is null', siteId);
  if (!siteRow) return null;

  const mediaRows = await rowsAsJson(db, 'select * from media where site_id = $1 order by created_at, file_name, hash, id', siteId);
  const mediaIds = new Map(mediaRows.map((m, i) => [String(m.id), localMediaId(i + 1)]));
  const photoRows = await rowsAsJson(db, TABLES[0]!.select, siteId);
  const photoIds = new Map(photoRows.map((p, i) => [String(p.id), String(i + 1)]));

  const idMaps = new Map<string, Map<string, number>>();
  const tables: Record<string, Row[]> = {};
  for (const spec of TABLES) {
    if (spec.leadsOnly && !options.leads) continue;
    const rows = spec.name === 'member_photos' ? photoRows : await rowsAsJson(db, spec.select, siteId);
    const ids = new Map<string, number>();
    if (spec.serial) rows.forEach((row, i) => ids.set(String(row.id), i + 1));
    idMaps.set(spec.name, ids);
    let out = rows.map((row) => {
      const copy: Row = { ...row };
      delete copy.site_id;
      if (spec.serial) copy.id = ids.get(String(row.id));
      for (const [column, table] of Object.entries(spec.refs ?? {})) {
        if (copy[column] !== null && copy[column] !== undefined) copy[column] = idMaps.get(table)?.get(String(copy[column])) ?? null;
      }
      return rewrite(copy, mediaIds, photoIds);
    });
    // Tables without their own id: a stable order that does not depend on the database's ids.
    if (!spec.serial) out = out.map((row) => [JSON.stringify(row), row] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
    tables[spec.name] = out;
  }

  const storage = mediaStorage(db);
  const media: Row[] = [];
  const files: Record<string, string> = {};
  for (const row of mediaRows) {
    const local = mediaIds.get(String(row.id))!;
    const copy: Row = { ...row, id: local };
    delete copy.site_id;
    media.push(rewrite(copy, mediaIds, photoIds));
    const data = await storage.get(originalKey(row as Parameters<typeof originalKey>[0]));
    if (data) files[local] = data.toString('base64');
  }

  const site: ArchiveBody['site'] = { name: String(siteRow.name) };
  for (const column of SITE_COLUMNS) site[column] = siteRow[column] ?? null;
  // The advertising identity names members by id: the file's own member ids.
  site.advertising = withMemberIds(siteRow.advertising, (id) => idMaps.get('members')?.get(id) ?? null);
  const body: ArchiveBody = { site: rewrite(site, mediaIds, photoIds), tables, media, files };
  return { format: ARCHIVE_FORMAT, version: ARCHIVE_VERSION, exportedAt: new Date().toISOString(), sourceSite: siteId, checksum: checksumOf(body), body };
}

const rowSchema = z.record(z.string(), z.unknown());
const archiveSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_VERSION),
  exportedAt: z.string(),
  sourceSite: z.string(),
  checksum: z.string().regex(/^[0-9a-f]{64}$/),
  body: z.object({
    site: z.object({ name: z.string() }).catchall(z.unknown()),
    tables: z.record(z.string(), z.array(rowSchema)),
    media: z.array(rowSchema),
    files: z.record(z.string(), z.string()),
  }),
});

export interface ImportTarget {
  name: string;
  domains: string[];
  micrositeId: string;
}

export type ImportError = SiteAdminError | { ok: false; status: 400; error: 'invalid_archive'; message: string };

class ArchiveRefused extends Error {}

/**
 * Imports an archive as a new site answering on `target.domains`, in one transaction: a
 * foreign or tampered file, a taken domain or a row that does not fit leaves nothing behind.
 */
export async function importSite(db: Database, file: unknown, target: ImportTarget, by: { id: number; name: string }): Promise<{ ok: true; id: string; key: string } | ImportError> {
  const invalid = (message: string): ImportError => ({ ok: false, status: 400, error: 'invalid_archive', message });
  const parsed = archiveSchema.safeParse(file);
  if (!parsed.success) return invalid(`file: not a site export of this platform (${parsed.error.issues[0]?.path.join('.') || 'format'}: ${parsed.error.issues[0]?.message})`);
  const archive = parsed.data;
  if (checksumOf(archive.body) !== archive.checksum) return invalid('file: the checksum does not match its content (the file was changed or cut short)');
  const known = new Set(TABLES.map((t) => t.name));
  const unknown = Object.keys(archive.body.tables).find((name) => !known.has(name));
  if (unknown) return invalid(`file: unknown table ${unknown}`);

  // Each file goes through the upload's checks before anything is written; one the library
  // would refuse refuses the archive, naming it.
  const checked = new Map<string, CheckedArchiveFile>();
  for (const row of archive.body.media) {
    const data = archive.body.files[String(row.id)];
    if (data === undefined) continue;
    const name = typeof row.file_name === 'string' ? row.file_name : 'file';
    try {
      checked.set(String(row.id), await checkArchiveFile(Buffer.from(data, 'base64'), name));
    } catch (error) {
      if (error instanceof MediaRefusal) return invalid(`media ${name.slice(0, 80)}: ${error.message}`);
      throw error;
    }
  }

  const domains = [...new Set(target.domains)];
  // Files written outside the database (MEDIA_DIR) are not rolled back with the transaction:
  // the media ids whose files were written, removed again when the import does not commit.
  const written: string[] = [];
  let committed = false;
  try {
    const result = await db.transaction(async (tx): Promise<{ ok: true; id: string; key: string } | ImportError> => {
      await tx.query('select pg_advisory_xact_lock(290029)');
      const taken = await takenDomain(tx, domains);
      if (taken) return { ok: false, status: 409, error: 'domain_taken', domain: taken.domain, message: `domains: ${taken.domain} is already used by the site "${taken.site}"` };
      const { id, key } = await newSiteIdentity(tx, target.name);
      const columns = await tableColumns(tx);

      const settings = archive.body.site;
      const siteRow: Row = {};
      for (const column of SITE_COLUMNS) if (column in settings) siteRow[column] = settings[column];
      siteRow.microsite_id = target.micrositeId || null;
      Object.assign(siteRow, { id, key, name: target.name, domains, is_default: false, maintenance: false });

      // Media first: their new ids are rewritten into everything that follows.
      const media = new Map<string, string>();
      for (const row of archive.body.media) {
        if (typeof row.id !== 'string' || !/^med_[A-Za-z0-9_-]{12}$/.test(row.id)) throw new ArchiveRefused('media: an id is not a media id');
        // The file's storage key is made of its id, hash and type (lib/media/storage.ts refuses others).
        if (typeof row.hash !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(row.hash)) throw new ArchiveRefused('media: a hash is not a content hash');
        if (typeof row.mime !== 'string' || !(row.mime in extensionOf)) throw new ArchiveRefused(`media: unknown type ${String(row.mime).slice(0, 40)}`);
        media.set(row.id, newMediaId());
      }
      const photos = new Map<string, string>();
      await insertRow(tx, 'sites', rewrite(siteRow, media, new Map()), columns);

      const idMaps = new Map<string, Map<string, string>>();
      for (const spec of TABLES) {
        const rows = archive.body.tables[spec.name] ?? [];
        const ids = new Map<string, string>();
        idMaps.set(spec.name, ids);
        for (const source of rows) {
          const row: Row = spec.name === 'member_photos' ? { ...source } : rewrite(source, media, photos);
          for (const [column, table] of Object.entries(spec.refs ?? {})) {
            if (row[column] === null || row[column] === undefined) continue;
            const mapped = idMaps.get(table)?.get(String(row[column]));
            if (mapped === undefined) throw new ArchiveRefused(`${spec.name}: ${column} ${String(row[column])} refers to no row of ${table}`);
            row[column] = mapped;
          }
          const oldId = row.id;
          if (spec.serial) delete row.id;
          row.site_id = id;
          if (!columns.get(spec.name)?.has('site_id')) delete row.site_id;
          const inserted = await insertRow(tx, spec.name, row, columns);
          if (spec.serial) {
            if (oldId === undefined || ids.has(String(oldId))) throw new ArchiveRefused(`${spec.name}: a row without an id, or twice the same id`);
            ids.set(String(oldId), String(inserted));
            if (spec.name === 'member_photos') photos.set(String(oldId), String(inserted));
          }
        }
      }

      const storage = mediaStorage(tx);
      for (const source of archive.body.media) {
        const row = rewrite(source, media, photos);
        row.site_id = id;
        const file = checked.get(String(source.id));
        // What the file is, as the upload pipeline found it, not what the archive says.
        if (file) Object.assign(row, file.row);
        await insertRow(tx, 'media', row, columns);
        if (file) {
          written.push(String(row.id));
          await storage.put(originalKey(row as Parameters<typeof originalKey>[0]), file.data);
        }
      }

      const advertising = withMemberIds(settings.advertising, (old) => idMaps.get('members')?.get(old) ?? null);
      await tx.query('update sites set advertising = $2 where id = $1', [id, JSON.stringify(advertising)]);
      await recordActivity(tx, { editor: by, siteId: id, entity: 'sites', entityId: id, action: 'import', detail: { message: 'site-imported', params: { source: archive.sourceSite.slice(0, 80) } } });
      return { ok: true, id, key };
    });
    committed = result.ok;
    if (result.ok) invalidateSites(result.id);
    return result;
  } catch (error) {
    if (error instanceof ArchiveRefused) return invalid(`file: ${error.message}`);
    // A value that does not fit its column (type, constraint): the file is not a valid export.
    if (error && typeof error === 'object' && 'code' in error && typeof (error as { code: unknown }).code === 'string' && /^(22|23)/.test((error as { code: string }).code)) {
      return invalid(`file: a row does not fit the database (${(error as unknown as Error).message})`);
    }
    throw error;
  } finally {
    if (!committed) await removeWrittenFiles(mediaStorage(db), written);
  }
}

/** The files of a rolled-back import: each new media id's folder (its ids are fresh: nothing else is there). */
async function removeWrittenFiles(storage: MediaStorage, mediaIds: string[]): Promise<void> {
  for (const id of mediaIds) {
    try {
      await storage.removePrefix(`${id}/`);
    } catch (error) {
      console.error(`site import: could not remove the file of ${id} after a rollback`, error);
    }
  }
}

async function tableColumns(db: Queryable): Promise<Map<string, Set<string>>> {
  const rows = await db.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns where table_schema = current_schema()`,
  );
  const map = new Map<string, Set<string>>();
  for (const r of rows) {
    if (!map.has(r.table_name)) map.set(r.table_name, new Set());
    map.get(r.table_name)!.add(r.column_name);
  }
  return map;
}

/** One row through jsonb_populate_record (the database converts every type); only the table's own columns. */
async function insertRow(db: Queryable, table: string, row: Row, columns: Map<string, Set<string>>): Promise<unknown> {
  const allowed = columns.get(table);
  if (!allowed) throw new ArchiveRefused(`unknown table ${table}`);
  const names = Object.keys(row);
  const stray = names.find((name) => !allowed.has(name));
  if (stray) throw new ArchiveRefused(`${table}: unknown column ${stray}`);
  const list = names.map((name) => `"${name}"`).join(', ');
  const returning = allowed.has('id') ? ' returning id' : '';
  const rows = await db.query<{ id: unknown }>(`insert into ${table} (${list}) select ${list} from jsonb_populate_record(null::${table}, $1::jsonb)${returning}`, [JSON.stringify(row)]);
  return rows[0]?.id;
}
