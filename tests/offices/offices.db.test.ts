import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { expiredTags as revalidated } from '@/lib/cache/invalidate';
import type { Database } from '@/lib/db/types';
import { findRecipient } from '@/lib/leads/recipients';
import { createOffice, deleteOffice, findOfficeBySlug, listOffices, reorderOffices, updateOffice } from '@/lib/offices/service';
import type { OfficeInput } from '@/lib/offices/schema';
import { isCollectionError } from '@/lib/collections/errors';
import { seedOffices } from '@/lib/seed/offices';
import { openTestDb } from '../helpers/db';

let db: Database;

const input = (slug: string, over: Partial<OfficeInput> = {}): OfficeInput => ({
  slug,
  name: { fr: `Bureau ${slug}`, en: `${slug} office` },
  latitude: 45.5,
  longitude: -73.6,
  address_street: { fr: '1, rue Principale', en: '1 Main Street' },
  address_city: { fr: 'Montréal', en: 'Montréal' },
  postal_code: 'h2x 1y4',
  phone_display: '514 555-0100',
  phone_international: '+15145550100',
  email: `${slug}@example.com`,
  opening_hours: [{ days: ['Monday', 'Friday'], opens: '09:00', closes: '17:00' }],
  ...over,
});

beforeAll(async () => {
  db = await openTestDb();
  await db.query(`insert into sites (id, key, name, type, domains, is_default) values
    ('s1', 'k1', 'Site 1', 'broker', '{s1.test}', true), ('s2', 'k2', 'Site 2', 'agency', '{s2.test}', false)`);
});
afterAll(async () => db.close());

describe('offices service', () => {
  it('creates offices in order, normalises the postal code and invalidates the offices tag', async () => {
    revalidated.length = 0;
    const a = await createOffice(db, 's1', input('alpha'));
    const b = await createOffice(db, 's1', input('beta'));
    expect(a.postal_code).toBe('H2X 1Y4');
    expect(b.position).toBeGreaterThan(a.position);
    expect((await listOffices(db, 's1')).map((o) => o.slug)).toEqual(['alpha', 'beta']);
    expect(revalidated).toEqual(['site:s1:offices', 'site:s1:offices']);
    expect(a.opening_hours).toEqual([{ days: ['Monday', 'Friday'], opens: '09:00', closes: '17:00' }]);
  });

  it('makes the office a lead recipient, renamed and re-slugged with it, removed with it', async () => {
    const office = (await findOfficeBySlug(db, 's1', 'alpha'))!;
    expect(await findRecipient(db, 's1', 'office', 'alpha')).toEqual({ type: 'office', slug: 'alpha', name: 'Bureau alpha', email: 'alpha@example.com' });
    await updateOffice(db, 's1', office.id, input('alpha-centre', { email: 'centre@example.com' }));
    expect(await findRecipient(db, 's1', 'office', 'alpha')).toBeNull();
    expect((await findRecipient(db, 's1', 'office', 'alpha-centre'))?.email).toBe('centre@example.com');
    await deleteOffice(db, 's1', office.id);
    expect(await findRecipient(db, 's1', 'office', 'alpha-centre')).toBeNull();
    expect(await findOfficeBySlug(db, 's1', 'alpha-centre')).toBeNull();
  });

  it('refuses a slug already used on the same site, but not on another site', async () => {
    await expect(createOffice(db, 's1', input('beta'))).rejects.toSatisfy((e) => isCollectionError(e) && e.status === 409 && e.field === 'slug');
    await expect(createOffice(db, 's2', input('beta'))).resolves.toMatchObject({ slug: 'beta' });
    expect((await listOffices(db, 's1')).length).toBe(1);
  });

  it('rejects bad input with the field named and writes nothing', async () => {
    const before = (await listOffices(db, 's1')).length;
    for (const bad of [
      input('x', { latitude: 91 }),
      input('X Y'),
      input('y', { postal_code: '12345' }),
      input('z', { opening_hours: [{ days: ['Monday'], opens: '18:00', closes: '09:00' }] }),
      input('w', { name: {} }),
    ]) {
      await expect(createOffice(db, 's1', bad)).rejects.toBeInstanceOf(ZodError);
    }
    expect((await listOffices(db, 's1')).length).toBe(before);
  });

  it('reorders with the full list only, and answers 404 for an unknown office', async () => {
    const c = await createOffice(db, 's1', input('gamma'));
    const [beta] = await listOffices(db, 's1');
    await reorderOffices(db, 's1', [c.id, beta!.id]);
    expect((await listOffices(db, 's1')).map((o) => o.slug)).toEqual(['gamma', 'beta']);
    await expect(reorderOffices(db, 's1', [c.id])).rejects.toSatisfy((e) => isCollectionError(e) && e.status === 422);
    await expect(updateOffice(db, 's1', 999999, input('nope'))).rejects.toSatisfy((e) => isCollectionError(e) && e.status === 404);
    await expect(deleteOffice(db, 's2', c.id)).rejects.toSatisfy((e) => isCollectionError(e) && e.status === 404);
  });

  it('seeds the demo broker offices with postal codes matching their cities', async () => {
    await db.query(`insert into sites (id, key, name, type, domains, is_default) values ('demo-broker', 'dk', 'Demo', 'broker', '{demo.test}', false)`);
    await db.transaction((tx) => seedOffices(tx, 'demo-broker'));
    const offices = await listOffices(db, 'demo-broker');
    expect(offices.map((o) => o.slug)).toEqual(['montreal', 'laval', 'longueuil']);
    const prefix = { montreal: /^H[1-4]/, laval: /^H7/, longueuil: /^J4/ } as Record<string, RegExp>;
    for (const o of offices) expect(o.postal_code).toMatch(prefix[o.slug]!);
    expect((await findRecipient(db, 'demo-broker', 'office', 'laval'))?.email).toBe(offices[1]!.email);
  });
});
