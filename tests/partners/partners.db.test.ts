import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { expiredTags as revalidated } from '@/lib/cache/invalidate';
import type { Database } from '@/lib/db/types';
import { isCollectionError } from '@/lib/collections/errors';
import {
  createBankPartner, createPartner, deleteBankPartner, deletePartner, listBankPartners, listPartners,
  reorderPartners, updateBankPartner, updatePartner,
} from '@/lib/partners/service';
import { seedPartners } from '@/lib/seed/partners';
import { openTestDb } from '../helpers/db';

let db: Database;

beforeAll(async () => {
  db = await openTestDb();
  await db.query(`insert into sites (id, key, name, type, domains, is_default) values
    ('s1', 'k1', 'Site 1', 'broker', '{s1.test}', true), ('s2', 'k2', 'Site 2', 'agency', '{s2.test}', false)`);
});
afterAll(async () => db.close());

describe('partners service', () => {
  it('creates, updates, reorders and deletes partners of one site, invalidating the partners tag', async () => {
    revalidated.length = 0;
    const a = await createPartner(db, 's1', { title: { fr: 'Notaire', en: 'Notary' }, tags: [{ name: { fr: 'Juridique', en: 'Legal' } }] });
    const b = await createPartner(db, 's1', { title: { fr: 'Inspecteur' } });
    expect(a.tags).toEqual([{ name: { fr: 'Juridique', en: 'Legal' } }]);
    await updatePartner(db, 's1', b.id, { title: { fr: 'Inspecteur certifié' }, subtitle: { fr: 'Laval' } });
    await reorderPartners(db, 's1', [b.id, a.id]);
    expect((await listPartners(db, 's1')).map((p) => p.title.fr)).toEqual(['Inspecteur certifié', 'Notaire']);
    expect(await listPartners(db, 's2')).toEqual([]);
    await deletePartner(db, 's1', a.id);
    expect((await listPartners(db, 's1')).length).toBe(1);
    expect(revalidated.every((t) => t === 'site:s1:partners')).toBe(true);
    expect(revalidated.length).toBe(5);
  });

  it('refuses bad input and other sites’ partners', async () => {
    await expect(createPartner(db, 's1', { title: {} })).rejects.toBeInstanceOf(ZodError);
    await expect(createPartner(db, 's1', { title: { fr: 'x' }, tags: [{ name: { fr: 't' }, bg_color_primary: 'red' }] })).rejects.toBeInstanceOf(ZodError);
    await expect(
      createPartner(db, 's1', { title: { fr: 'x' }, list_items: [{ description: { fr: 'lien' }, url: 'javascript:alert(1)' }] }),
    ).rejects.toBeInstanceOf(ZodError);
    const [p] = await listPartners(db, 's1');
    await expect(deletePartner(db, 's2', p!.id)).rejects.toSatisfy((e) => isCollectionError(e) && e.status === 404);
  });

  it('keeps a bank with its employees', async () => {
    const bank = await createBankPartner(db, 's1', {
      name: 'Caisse Horizon',
      employees: [{ person_name: 'Sylvie Gauthier', person_subtitle: { fr: 'Directrice' }, list_items: [{ icon: 'phone', description: { fr: '450 555-0182' }, url: 'tel:+14505550182' }] }],
    });
    expect(bank.employees[0]).toMatchObject({ person_name: 'Sylvie Gauthier', person_avatar: null });
    await updateBankPartner(db, 's1', bank.id, { name: 'Caisse Horizon Laval', employees: [] });
    expect((await listBankPartners(db, 's1'))[0]).toMatchObject({ name: 'Caisse Horizon Laval', employees: [] });
    await expect(createBankPartner(db, 's1', { name: '' })).rejects.toBeInstanceOf(ZodError);
    await deleteBankPartner(db, 's1', bank.id);
    expect(await listBankPartners(db, 's1')).toEqual([]);
  });

  it('seeds 5 partners and 3 banks whose data passes the editor’s validation', async () => {
    await db.transaction((tx) => seedPartners(tx, 's2'));
    expect((await listPartners(db, 's2')).length).toBe(5);
    const banks = await listBankPartners(db, 's2');
    expect(banks.length).toBe(3);
    expect(banks.every((b) => b.employees.length > 0)).toBe(true);
  });
});
