import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { recordActivity } from '@/lib/activity/record';
import { invalidateSites } from '@/lib/cache/invalidate';
import { siteTypes } from '@/lib/content/site-types';
import type { Database, Queryable } from '@/lib/db/types';
import { presetNames } from '@/lib/theme';

/**
 * Sites as a platform admin runs them (/qa/sites): create (blank or as a copy of
 * another site's pages, header, footer and settings), rotate the key, maintenance on/off,
 * delete after typing the name (restorable for 30 days), restore. Domains are unique across
 * sites, deleted ones included until they are purged.
 */

export const SITE_TYPES = siteTypes;
export const RESTORE_DAYS = 30;

const hostname = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/, 'a host name such as courtier.example.com');

export const newSiteSchema = z.object({
  name: z.string().trim().min(2).max(120),
  type: z.enum(SITE_TYPES),
  micrositeId: z.string().trim().max(80).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case letters, digits and dashes').or(z.literal('')).default(''),
  domains: z.array(hostname).min(1).max(20),
  defaultLocale: z.enum(['fr', 'en']).default('fr'),
  themePreset: z.enum(presetNames).default('blue'),
  /** Blank when absent; otherwise the site whose pages, header, footer and settings are copied. */
  copyFrom: z.string().trim().max(80).or(z.literal('')).default(''),
});
export type NewSite = z.infer<typeof newSiteSchema>;

export type SiteAdminError =
  | { ok: false; status: 409; error: 'domain_taken'; message: string; domain: string }
  | { ok: false; status: 404; error: 'site_not_found' | 'source_not_found'; message: string }
  | { ok: false; status: 400; error: 'name_mismatch' | 'default_site'; message: string };

export interface AdminSite {
  id: string;
  name: string;
  type: string;
  domains: string[];
  micrositeId: string | null;
  defaultLocale: string;
  maintenance: boolean;
  isDefault: boolean;
  deletedAt: string | null;
}

interface Actor {
  id: number;
  name: string;
}

/** Every site, deleted ones (restorable) last; those deleted more than 30 days ago are purged first. */
export async function listSitesForAdmin(db: Queryable): Promise<AdminSite[]> {
  await db.query(`delete from sites where deleted_at < now() - ($1::int * interval '1 day')`, [RESTORE_DAYS]);
  const rows = await db.query<{ id: string; name: string; type: string; domains: string[]; microsite_id: string | null; default_locale: string; maintenance: boolean; is_default: boolean; deleted_at: Date | string | null }>(
    `select id, name, type, domains, microsite_id, default_locale, maintenance, is_default, deleted_at from sites order by deleted_at nulls first, name`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    type: r.type,
    domains: r.domains,
    micrositeId: r.microsite_id,
    defaultLocale: r.default_locale,
    maintenance: r.maintenance,
    isDefault: r.is_default,
    deletedAt: r.deleted_at ? new Date(r.deleted_at).toISOString() : null,
  }));
}

function slugify(name: string): string {
  const slug = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40);
  return slug || 'site';
}

export async function takenDomain(db: Queryable, domains: string[], exceptId?: string): Promise<{ domain: string; site: string } | null> {
  const rows = await db.query<{ domain: string; name: string }>(
    `select d as domain, s.name from sites s, unnest(s.domains) d where d = any($1::text[]) and s.id is distinct from $2 limit 1`,
    [domains, exceptId ?? null],
  );
  return rows[0] ? { domain: rows[0].domain, site: rows[0].name } : null;
}

/** A free id from the name (`equipe-gagnon`, `equipe-gagnon-2`...; never a word of the /api/sites routes) and a new key. */
export async function newSiteIdentity(tx: Queryable, name: string): Promise<{ id: string; key: string }> {
  const base = slugify(name);
  const existing = new Set((await tx.query<{ id: string }>('select id from sites where id like $1', [`${base}%`])).map((r) => r.id));
  existing.add('import');
  let id = base;
  for (let n = 2; existing.has(id); n++) id = `${base}-${n}`;
  return { id, key: randomBytes(24).toString('base64url') };
}

/** Creates the site; it answers on its domains at once (the site cache tag is expired). */
export async function createSite(db: Database, input: NewSite, by: Actor): Promise<{ ok: true; id: string; key: string } | SiteAdminError> {
  const domains = [...new Set(input.domains)];
  const result = await db.transaction(async (tx): Promise<{ ok: true; id: string; key: string } | SiteAdminError> => {
    // One creation at a time, so two admins cannot claim the same domain together.
    await tx.query('select pg_advisory_xact_lock(290029)');
    const taken = await takenDomain(tx, domains);
    if (taken) return { ok: false, status: 409, error: 'domain_taken', domain: taken.domain, message: `domains: ${taken.domain} is already used by the site "${taken.site}"` };
    let source: { id: string; name: string } | null = null;
    if (input.copyFrom) {
      source = (await tx.query<{ id: string; name: string }>('select id, name from sites where id = $1 and deleted_at is null', [input.copyFrom]))[0] ?? null;
      if (!source) return { ok: false, status: 404, error: 'source_not_found', message: 'copyFrom: no such site' };
    }
    const { id, key } = await newSiteIdentity(tx, input.name);
    await tx.query(
      `insert into sites (id, key, name, type, domains, microsite_id, default_locale, theme, metadata, header, footer, seo, recaptcha, contact_email)
       select $1, $2, $3, $4, $5, $6, $7,
              coalesce(src.theme, '{}'::jsonb) || jsonb_build_object('preset', $8::text),
              coalesce(src.metadata, '{}'), coalesce(src.header, '[]'), coalesce(src.footer, '[]'), coalesce(src.seo, '{}'),
              src.recaptcha, src.contact_email
         from (select 1) one left join sites src on src.id = $9`,
      [id, key, input.name, input.type, domains, input.micrositeId || null, input.defaultLocale, input.themePreset, source?.id ?? null],
    );
    if (source) await copyPages(tx, source.id, id, by.name);
    await recordActivity(tx, { editor: by, siteId: id, entity: 'sites', entityId: id, action: 'create', detail: source ? { message: 'site-copied', params: { source: source.name } } : { message: 'site-blank' } });
    return { ok: true, id, key };
  });
  if (result.ok) invalidateSites(result.id);
  return result;
}

/** The source's pages (not blog posts) with their paths and what is published, as the new site's starting point. */
async function copyPages(tx: Queryable, from: string, to: string, by: string): Promise<void> {
  const pages = await tx.query<{ id: number | string }>(`select id from pages where site_id = $1 and kind = 'page' order by id`, [from]);
  for (const page of pages) {
    const [copy] = await tx.query<{ id: number | string }>(
      `insert into pages (site_id, kind, title, seo, content, access, status, published, published_at, updated_by)
       select $2, kind, title, seo, content, access, status, published, published_at, $3 from pages where id = $1 returning id`,
      [page.id, to, by],
    );
    await tx.query(`insert into page_paths (site_id, locale, path, page_id) select $2, locale, path, $3 from page_paths where page_id = $1`, [page.id, to, copy!.id]);
    await tx.query(
      `insert into page_versions (page_id, version, snapshot, created_by)
       select $2, 1, published, $3 from pages where id = $1 and published is not null`,
      [page.id, copy!.id, by],
    );
  }
}

export type SiteChange = { action: 'rotate-key' } | { action: 'maintenance'; on: boolean } | { action: 'delete'; confirm: string } | { action: 'restore' };

/** One change to a site; rotate-key answers the new key (the old one stops working at once). */
export async function changeSite(db: Database, siteId: string, change: SiteChange, by: Actor): Promise<{ ok: true; key?: string } | SiteAdminError> {
  const [site] = await db.query<{ deleted_at: Date | null }>('select deleted_at from sites where id = $1', [siteId]);
  if (!site || (site.deleted_at && change.action !== 'restore') || (!site.deleted_at && change.action === 'restore')) {
    return { ok: false, status: 404, error: 'site_not_found', message: 'No such site' };
  }
  if (change.action === 'delete') {
    const refused = await checkDelete(db, siteId, change.confirm);
    if (refused) return refused;
  }
  let key: string | undefined;
  await db.transaction(async (tx) => {
    if (change.action === 'rotate-key') {
      key = randomBytes(24).toString('base64url');
      await tx.query('update sites set key = $2, updated_at = now() where id = $1', [siteId, key]);
    } else if (change.action === 'maintenance') {
      await tx.query('update sites set maintenance = $2, updated_at = now() where id = $1', [siteId, change.on]);
    } else if (change.action === 'delete') {
      await tx.query('update sites set deleted_at = now() where id = $1', [siteId]);
    } else {
      await tx.query('update sites set deleted_at = null where id = $1', [siteId]);
    }
    const detail = change.action === 'maintenance' ? { message: 'maintenance', params: { state: change.on ? 'on' : 'off' } } : undefined;
    await recordActivity(tx, { editor: by, siteId, entity: 'sites', entityId: siteId, action: change.action, detail });
  });
  invalidateSites(siteId);
  return { ok: true, key };
}

/** Checks a delete before it runs (changeSite calls it): the typed name must match, and the default site stays. */
export async function checkDelete(db: Queryable, siteId: string, confirm: string): Promise<SiteAdminError | null> {
  const [site] = await db.query<{ name: string; is_default: boolean }>('select name, is_default from sites where id = $1 and deleted_at is null', [siteId]);
  if (!site) return { ok: false, status: 404, error: 'site_not_found', message: 'No such site' };
  if (site.is_default) return { ok: false, status: 400, error: 'default_site', message: 'The default site cannot be deleted' };
  if (confirm.trim() !== site.name) return { ok: false, status: 400, error: 'name_mismatch', message: `confirm: type the site's name exactly ("${site.name}") to delete it` };
  return null;
}
