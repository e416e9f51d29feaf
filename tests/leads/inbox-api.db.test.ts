import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { createEditor } from '@/lib/auth/editors';
import { createSession } from '@/lib/auth/session';
import type { Database } from '@/lib/db/types';
import { CONSENT_TEXT_VERSION } from '@/lib/leads/consent';
import { leadPayloadSchema } from '@/lib/leads/payloads';
import { listLeads } from '@/lib/leads/queries';
import { insertLead } from '@/lib/leads/store';
import { parseCsv } from '../helpers/csv';
import { openTestDb } from '../helpers/db';
import { contactFields, insertTestSite, SITE, valuationFields } from './lead-fixtures';

const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));

const { POST: markHandled } = await import('@/app/api/leads/[id]/handled/route');
const { GET: exportCsv } = await import('@/app/api/leads/export.csv/route');

let db: Database;
let cookie: string;
let contactId: number;
let valuationId: number;
let brokerLeadId: number;
let officeLeadId: number;
beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  await insertTestSite(db);
  // The editor guard checks the role on the request's site: localhost falls back to the default site.
  await db.query('update sites set is_default = true where id = $1', [SITE.id]);
  const editor = await createEditor(db, { email: 'julie@courtier.ca', name: 'Julie Tremblay', password: 'Bon-mot-de-passe', platformAdmin: true });
  if (!editor) throw new Error('editor not created');
  cookie = `qa_session=${(await createSession(db, editor.id)).token}`;
  const store = (fields: Record<string, unknown>, recipient: { type: string; slug: string; email: string } | null = null) => {
    const payload = leadPayloadSchema.parse(fields);
    return db.transaction((tx) =>
      insertLead(tx, {
        siteId: SITE.id,
        payload,
        recipient,
        recipientEmail: recipient?.email ?? SITE.contactEmail,
        consent: { transaction: true, marketing: false, version: CONSENT_TEXT_VERSION, at: new Date().toISOString(), locale: payload.locale, ip_hash: null },
        ipHash: null,
        userAgent: null,
      }),
    );
  };
  contactId = await store({ ...contactFields, message: '=HYPERLINK("http://evil.example","clic")' });
  valuationId = await store(valuationFields);
  brokerLeadId = await store(contactFields, { type: 'broker', slug: 'marc-andre-lavoie', email: 'marc-andre@agence.example.com' });
  officeLeadId = await store(contactFields, { type: 'office', slug: 'saint-jerome', email: 'saint-jerome@agence.example.com' });
});
afterAll(() => db.close());

const exportRequest = (query = '', withCookie = true) =>
  exportCsv(new NextRequest(`http://localhost/api/leads/export.csv${query}`, { headers: withCookie ? { cookie } : {} }), undefined);

describe('lead inbox API', () => {
  it('refuses the export and the handled mark without an editor session', async () => {
    expect((await exportRequest('', false)).status).toBe(401);
    const response = await markHandled(new NextRequest(`http://localhost/api/leads/${contactId}/handled`, { method: 'POST' }), {
      params: Promise.resolve({ id: String(contactId) }),
    });
    expect(response.status).toBe(401);
    expect((await listLeads(db)).every((lead) => lead.handled_at === null)).toBe(true);
  });

  it('exports the filtered leads as CSV with formulas neutralised', async () => {
    const response = await exportRequest('?type=contact_form');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/csv/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A UTF-8 byte order mark, so that Excel reads accents right.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""clic"")"`);
    expect(text).not.toContain('property_valuation');
  });

  it('exports every column of a known lead, each under its own header', async () => {
    const rows = parseCsv(new TextDecoder().decode(await (await exportRequest()).arrayBuffer()).replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([
      'id', 'created_at', 'site_id', 'form_type', 'locale', 'full_name', 'first_name', 'last_name', 'email', 'phone',
      'message', 'recipient_type', 'recipient_slug', 'recipient_name', 'recipient_email', 'consent_transaction', 'consent_marketing',
      'consent_version', 'consent_at', 'delivery_status', 'delivery_attempts', 'handled_at', 'handled_by', 'payload',
    ]);
    expect(rows.slice(1).every((row) => row.length === rows[0]!.length)).toBe(true);
    const records = rows.slice(1).map((row) => Object.fromEntries(rows[0]!.map((name, i) => [name, row[i]])));
    const contact = records.find((record) => record.id === String(contactId));
    expect(contact).toMatchObject({
      site_id: 'demo-agency',
      form_type: 'contact_form',
      locale: 'fr',
      full_name: 'Marie Gagnon',
      first_name: 'Marie',
      last_name: 'Gagnon',
      email: 'marie@example.com',
      phone: '(514) 555-0199',
      message: `'=HYPERLINK("http://evil.example","clic")`, // a formula stays text
      recipient_email: 'info@agence.example.com',
      consent_transaction: 'true',
      consent_marketing: 'false',
      consent_version: CONSENT_TEXT_VERSION,
      handled_by: '',
    });
    expect(new Date(contact!.created_at!).getTime()).toBeGreaterThan(Date.now() - 10 * 60_000);
    expect(Number.isNaN(new Date(contact!.consent_at!).getTime())).toBe(false);
    expect(JSON.parse(contact!.payload!)).toMatchObject({ email: 'marie@example.com', phone: '(514) 555-0199' });
    const valuation = records.find((record) => record.id === String(valuationId));
    expect(valuation).toMatchObject({ form_type: 'property_valuation', locale: 'en', email: 'luc@example.com', phone: '(418) 555-0123' });
    expect(JSON.parse(valuation!.payload!)).toMatchObject({ city: 'Saint-Jérôme', property_type: 'maison' });
  });

  it('marks a lead handled by the signed-in editor (303 back for the browser form)', async () => {
    const response = await markHandled(
      new NextRequest(`http://localhost/api/leads/${valuationId}/handled`, { method: 'POST', headers: { cookie, accept: 'text/html' } }),
      { params: Promise.resolve({ id: String(valuationId) }) },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/qa/leads/${valuationId}`);
    const lead = (await listLeads(db)).find((l) => l.id === valuationId);
    expect(lead).toMatchObject({ handled_by: 'Julie Tremblay' });
    expect(lead?.handled_at).toBeTruthy();
  });

  it('answers 404 for an unknown lead', async () => {
    const response = await markHandled(
      new NextRequest('http://localhost/api/leads/99999/handled', { method: 'POST', headers: { cookie } }),
      { params: Promise.resolve({ id: '99999' }) },
    );
    expect(response.status).toBe(404);
  });

  it('filters the list by form type and day range', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await listLeads(db, { formType: 'property_valuation' })).map((l) => l.id)).toEqual([valuationId]);
    expect(await listLeads(db, { from: today, to: today })).toHaveLength(4);
    expect(await listLeads(db, { to: '2020-01-01' })).toHaveLength(0);
  });

  it('names the member or office a lead was addressed to, in the list and the CSV (not its slug)', async () => {
    const leads = await listLeads(db);
    expect(leads.find((l) => l.id === brokerLeadId)).toMatchObject({ recipient_slug: 'marc-andre-lavoie', recipient_name: 'Marc-André Lavoie' });
    expect(leads.find((l) => l.id === officeLeadId)).toMatchObject({ recipient_name: 'Bureau de Saint-Jérôme' });
    expect(leads.find((l) => l.id === valuationId)?.recipient_name).toBeNull();
    const csv = await (await exportRequest('?type=contact_form')).text();
    expect(csv.split('\r\n')[0]).toContain('recipient_slug,recipient_name,recipient_email');
    expect(csv).toContain('broker,marc-andre-lavoie,Marc-André Lavoie,marc-andre@agence.example.com');
    expect(csv).toContain('office,saint-jerome,Bureau de Saint-Jérôme,saint-jerome@agence.example.com');
  });
});
