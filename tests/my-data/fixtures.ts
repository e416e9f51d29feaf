import type { Queryable } from '@/lib/db/types';
import { insertTestSite, SITE } from '../leads/lead-fixtures';

/**
 * Two sites for the "My data" tests: the agency (SITE, host a.test, the default site) and
 * another one (host b.test), each with its own leads and searches for the same address.
 */
export const A = { ...SITE, host: 'a.test' };
export const B = { id: 'autre', key: 'autre-key', micrositeId: 'autre-site', host: 'b.test' };

export async function insertTwoSites(db: Queryable): Promise<void> {
  await insertTestSite(db);
  await db.query(`update sites set domains = array[$2], is_default = true where id = $1`, [A.id, A.host]);
  await db.query(`insert into sites (id, key, name, type, microsite_id, domains, contact_email) values ($1, $2, 'Autre site', 'broker', $3, array[$4], 'info@autre.example.com')`, [
    B.id,
    B.key,
    B.micrositeId,
    B.host,
  ]);
}

export async function insertLead(db: Queryable, siteId: string, email: string, over: { message?: string; createdAt?: Date } = {}): Promise<number> {
  const rows = await db.query<{ id: number | string }>(
    `insert into leads (site_id, form_type, locale, full_name, first_name, last_name, email, phone, message, payload, consent, ip_hash, user_agent, created_at)
     values ($1, 'contact_form', 'fr', 'Marie Gagnon', 'Marie', 'Gagnon', $2, '(514) 555-0199', $3, $4, $5, 'abc123', 'Firefox', $6) returning id`,
    [
      siteId,
      email,
      over.message ?? `Message de ${email} sur ${siteId}`,
      JSON.stringify({ first_name: 'Marie', email, message: over.message ?? 'x' }),
      JSON.stringify({ transaction: true, marketing: true, version: '2026-01', at: (over.createdAt ?? new Date()).toISOString(), locale: 'fr', ip_hash: 'abc123' }),
      (over.createdAt ?? new Date()).toISOString(),
    ],
  );
  await db.query('insert into lead_outbox (lead_id, status, sent_at) values ($1, $2, now())', [rows[0]!.id, 'sent']);
  return Number(rows[0]!.id);
}

export async function insertSearch(db: Queryable, siteId: string, email: string, status: 'pending' | 'active' = 'active'): Promise<number> {
  const rows = await db.query<{ id: number | string }>(
    `insert into saved_searches (site_id, email, locale, frequency, status, criteria, origin, consent_text, consented_at, confirmed_at)
     values ($1, $2, 'fr', 'daily', $3, '{"mun":["65005"]}', 'https://a.test', 'J’accepte de recevoir des alertes de Agence Test.', now(), case when $3 = 'active' then now() end) returning id`,
    [siteId, email, status],
  );
  return Number(rows[0]!.id);
}

/** The token of the last "My data" link e-mailed to `email` (its text part). */
export async function lastLinkToken(db: Queryable, email: string): Promise<string | null> {
  const rows = await db.query<{ text: string }>(
    `select message->>'text' as text from lead_outbox where recipient = $1 and (message->>'text' like '%mes-donnees?t=%' or message->>'text' like '%my-data?t=%') order by id desc limit 1`,
    [email],
  );
  const match = rows[0]?.text.match(/(?:mes-donnees|my-data)\?t=([^\s&]+)/);
  return match ? decodeURIComponent(match[1]!) : null;
}
