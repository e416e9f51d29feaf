import 'server-only';
import { getDb } from '@/lib/db';
import { openMyData, type MyDataAccess } from './access';
import { openErasureOf } from './erasure';
import { collectMyData, type MyDataExport } from './export';

export type MyDataPageData =
  | { ok: true; access: MyDataAccess; data: MyDataExport; openErasure: { dueAt: string } | null }
  | { ok: false; reason: 'invalid' | 'expired' };

/** What the "My data" page shows for a link on the site that serves it (a refusal otherwise). */
export async function loadMyDataPage(token: string, siteId: string): Promise<MyDataPageData> {
  const db = await getDb();
  const opened = await openMyData(db, token, siteId);
  if (!opened.ok) return opened;
  const [data, openErasure] = await Promise.all([collectMyData(db, siteId, opened.value.email), openErasureOf(db, siteId, opened.value.email)]);
  return { ok: true, access: opened.value, data, openErasure };
}
