import type { Queryable } from '@/lib/db/types';
import type { RecipientType } from '@/lib/forms/contact';

export interface LeadRecipient {
  type: RecipientType;
  slug: string;
  name: string;
  email: string;
}

/** A recipient of the site (broker, team, office...) a contact message may address. */
export async function findRecipient(db: Queryable, siteId: string, type: string, slug: string): Promise<LeadRecipient | null> {
  const rows = await db.query<LeadRecipient>(
    'select type, slug, name, email from lead_recipients where site_id = $1 and type = $2 and slug = $3',
    [siteId, type, slug],
  );
  return rows[0] ?? null;
}

/** Every recipient of every site, for the inbox's recipient filter (one entry per type and slug). */
export async function listInboxRecipients(db: Queryable, scope?: { siteId: string; brokerSlug?: string | null }): Promise<Pick<LeadRecipient, 'type' | 'slug' | 'name'>[]> {
  // With a scope: the recipients of that site only, and a broker's own only.
  if (scope) {
    return db.query<Pick<LeadRecipient, 'type' | 'slug' | 'name'>>(
      `select distinct on (type, slug) type, slug, name from lead_recipients
        where site_id = $1 and ($2::text is null or (type = 'broker' and slug = $2)) order by type, slug, name`,
      [scope.siteId, scope.brokerSlug === undefined ? null : (scope.brokerSlug ?? '')],
    );
  }
  return db.query<Pick<LeadRecipient, 'type' | 'slug' | 'name'>>(
    'select distinct on (type, slug) type, slug, name from lead_recipients order by type, slug, name',
  );
}
