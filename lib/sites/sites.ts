import type { Block } from '@/lib/content/types';
import type { Queryable } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import type { AdvertisingIdentity } from '@/lib/compliance/identity';
import type { SiteType } from '@/lib/content/site-types';
import type { Metadata, Seo, ThemeSettings } from '@/lib/content/types';

export interface Site {
  id: string;
  key: string;
  name: string;
  type: SiteType;
  domains: string[];
  is_default: boolean;
  microsite_id: string | null;
  production: boolean;
  maintenance: boolean;
  theme: ThemeSettings;
  metadata: Metadata;
  header: Block[];
  footer: Block[];
  seo: Seo;
  recaptcha: { site_key?: string | null } | null;
  contact_email: string | null;
  /** What its advertisements carry (rule mentions): stored as sites.advertising, read with lib/compliance identityOf. */
  advertising?: Partial<AdvertisingIdentity>;
  /** The language of the site's bare address (`/` goes to `/<default_locale>` when the visitor has no preference). */
  default_locale: Locale;
}

// The four types of lib/content/site-types.ts (another stored value reads as the default, broker).
const columns = `id, key, name, case when type in ('broker', 'team', 'office', 'agency') then type else 'broker' end as type, domains, is_default, microsite_id, production, maintenance,
  theme, metadata, header, footer, seo, recaptcha, contact_email, advertising, case when default_locale = 'en' then 'en' else 'fr' end as default_locale`;

/** Host without port, lower-cased: 'Agency.localhost:3000' -> 'agency.localhost'. */
export function hostName(host: string | null | undefined): string {
  return (host ?? '').trim().toLowerCase().replace(/:\d+$/, '');
}

/**
 * Domain mode: the site whose domains hold the host, else the default site. Two index
 * lookups (domains' GIN index, the default site's partial index: migration 0083): one
 * condition `host = any(domains) or is_default` read every site's row on every request.
 */
export async function findSiteByDomain(db: Queryable, host: string | null | undefined): Promise<Site | null> {
  const name = hostName(host);
  const rows = await db.query<Site>(
    `select ${columns} from (
       (select *, 0 as rank from sites where domains @> array[$1::text] and deleted_at is null limit 1)
       union all
       (select *, 1 as rank from sites where is_default and deleted_at is null limit 1)
     ) found
     order by rank
     limit 1`,
    [name],
  );
  return rows[0] ?? null;
}

export async function findSiteById(db: Queryable, id: string): Promise<Site | null> {
  // Ids are short text: a NUL (which PostgreSQL refuses) or a huge value names no site.
  if (id.includes('\u0000') || id.length > 200) return null;
  const rows = await db.query<Site>(`select ${columns} from sites where id = $1 and deleted_at is null`, [id]);
  return rows[0] ?? null;
}

export async function findSiteByKey(db: Queryable, key: string): Promise<Site | null> {
  const rows = await db.query<Site>(`select ${columns} from sites where key = $1 and deleted_at is null`, [key]);
  return rows[0] ?? null;
}
