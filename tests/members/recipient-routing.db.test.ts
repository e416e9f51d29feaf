import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import type { Database } from '@/lib/db/types';
import { memberInputSchema } from '@/lib/members/input';
import { insertMember } from '@/lib/members/writes';
import { listLeads } from '@/lib/leads/queries';
import { readLeadFilters } from '@/lib/leads/inbox-filters';
import { contactFields, SITE, solvedToken } from '../leads/lead-fixtures';
import { loadIntakeRoute, openIntakeDb, testDb } from '../leads/intake-db';

const POST = await loadIntakeRoute({ LEADS_RATE_LIMIT_PER_MIN: '1000', SMTP_URL: undefined, RECAPTCHA_SECRET: undefined });

let db: Database;
beforeAll(async () => {
  db = await openIntakeDb();
  const member = (raw: Record<string, unknown>) => db.transaction((tx) => insertMember(tx, SITE.id, memberInputSchema.parse(raw)));
  await member({ slug: 'nadia-haddad', kind: 'broker', name: 'Nadia Haddad', email: 'nadia.haddad@example.ca' });
  await member({ slug: 'equipe-rive-sud', kind: 'team', name: 'Équipe Rive-Sud', email: 'rive-sud@example.ca' });
  await member({ slug: 'richard-lavoie', kind: 'director', name: 'Richard Lavoie', email: 'richard-lavoie@example.ca' });
}, 120_000);
afterAll(() => db.close());
beforeEach(() => {
  testDb.current = Promise.resolve(db);
});

let ip = 0;
async function send(fields: Record<string, string>) {
  ip += 1;
  const body = new URLSearchParams({ ...contactFields, ...fields, recaptcha_response: await solvedToken(db) }).toString();
  const request = new NextRequest(`http://localhost/api/swc/${SITE.micrositeId}/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-site-key': SITE.key, 'x-forwarded-for': `203.0.113.${ip}` },
    body,
  });
  return POST(request, { params: Promise.resolve({ micrositeId: SITE.micrositeId }) });
}

async function lastLead() {
  const [lead] = await db.query<{ id: number; recipient_type: string; recipient_slug: string; recipient_email: string; outbox: number }>(
    `select l.id, l.recipient_type, l.recipient_slug, l.recipient_email,
            (select count(*)::int from lead_outbox o where o.lead_id = l.id) as outbox
       from leads l order by l.id desc limit 1`,
  );
  return lead;
}

describe('leads addressed to members', () => {
  it.each([
    ['broker', 'nadia-haddad', 'nadia.haddad@example.ca'],
    ['team', 'equipe-rive-sud', 'rive-sud@example.ca'],
    ['executive_team', 'richard-lavoie', 'richard-lavoie@example.ca'],
  ])('a %s lead is stored with its recipient and queued for its e-mail', async (type, slug, email) => {
    const response = await send({ recipient_type: type, recipient_slug: slug });
    expect(response.status).toBe(200);
    expect(await lastLead()).toMatchObject({ recipient_type: type, recipient_slug: slug, recipient_email: email, outbox: 1 });
  });

  it('a member of the wrong type is refused (422 naming recipient_slug), nothing stored', async () => {
    const before = await lastLead();
    const response = await send({ recipient_type: 'team', recipient_slug: 'nadia-haddad' });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errors: { recipient_slug: expect.any(Array) } });
    expect((await lastLead())?.id).toBe(before?.id);
  });

  it('the inbox filters by recipient', async () => {
    const leads = await listLeads(db, readLeadFilters({ recipient: 'broker:nadia-haddad' }));
    expect(leads.length).toBe(1);
    expect(leads[0]).toMatchObject({ recipient_slug: 'nadia-haddad', recipient_email: 'nadia.haddad@example.ca' });
    const site = await listLeads(db, readLeadFilters({ recipient: 'site' }));
    expect(site.every((l) => l.recipient_slug === null)).toBe(true);
    expect(await listLeads(db, readLeadFilters({ recipient: 'broker:nadia-haddad; drop' }))).toHaveLength(await listLeads(db).then((l) => l.length));
  });
});
