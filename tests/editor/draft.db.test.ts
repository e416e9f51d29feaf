import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/types';
import type { EditorRef } from '@/lib/editor/editor-ref';
import { saveDraft } from '@/lib/editor/draft';
import { getEditablePage } from '@/lib/editor/editable-page';
import { EditorError } from '@/lib/editor/errors';
import { heartbeatPageLock, releasePageLock } from '@/lib/editor/locks';
import { createPage } from '@/lib/editor/page-admin';
import { openTestDb } from '../helpers/db';
import { insertEditorFixtures, validBlock } from './fixtures';

let db: Database;
let alice: EditorRef;
let bob: EditorRef;
let pageId: number;

beforeAll(async () => {
  db = await openTestDb();
  ({ alice, bob } = await insertEditorFixtures(db));
  pageId = await createPage(db, { siteId: 'site-a', paths: { fr: '/acheter', en: '/buy' }, title: { fr: 'Acheter', en: 'Buy' } }, alice);
});
afterAll(async () => db.close());

describe('saving a draft with optimistic locking', () => {
  it('saves against the current version and bumps it', async () => {
    const { version } = await getEditablePage(db, pageId);
    const saved = await saveDraft(db, pageId, { content: [validBlock()], title: { fr: 'Acheter', en: 'Buy' }, seo: {} }, { editor: alice, expectedVersion: version });
    expect(saved.version).toBe(version + 1);
    const page = await getEditablePage(db, pageId);
    expect(page.content).toEqual([validBlock()]);
    expect(page.updatedBy).toBe('Alice Tremblay');
  });

  it('refuses the second editor who saves on a stale version, naming who saved last, and keeps the first save', async () => {
    const opened = (await getEditablePage(db, pageId)).version;
    await saveDraft(db, pageId, { content: [validBlock('alice-block')], title: { fr: 'Par Alice' }, seo: {} }, { editor: alice, expectedVersion: opened });
    const error = await saveDraft(db, pageId, { content: [], title: { fr: 'Par Bob' }, seo: {} }, { editor: bob, expectedVersion: opened }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EditorError);
    expect(error).toMatchObject({ code: 'version_conflict', status: 409, details: { updatedBy: 'Alice Tremblay', version: opened + 1 } });
    expect((error as EditorError).message).toContain('Alice Tremblay');
    const page = await getEditablePage(db, pageId);
    expect(page.title).toEqual({ fr: 'Par Alice' });
    expect(page.content.map((b) => b.id)).toEqual(['alice-block']);
  });

  it('changes paths with the draft, refusing a path another page has (nothing saved)', async () => {
    await createPage(db, { siteId: 'site-a', paths: { fr: '/pris' }, title: { fr: 'Pris' } }, alice);
    const page = await getEditablePage(db, pageId);
    const error = await saveDraft(db, pageId, { content: [], title: { fr: 'Nouveau' }, seo: {}, paths: { fr: '/pris' } }, { editor: alice, expectedVersion: page.version }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'path_taken' });
    expect((await getEditablePage(db, pageId)).title).toEqual(page.title);
    await saveDraft(db, pageId, { content: [], title: page.title, seo: {}, paths: { fr: '/acheter-maison', en: '/buy' } }, { editor: alice, expectedVersion: page.version });
    expect((await getEditablePage(db, pageId)).paths).toEqual({ fr: '/acheter-maison', en: '/buy' });
  });

  it('answers page_not_found for a page of another site', async () => {
    const { version } = await getEditablePage(db, pageId);
    const error = await saveDraft(db, pageId, { content: [], title: {}, seo: {} }, { editor: alice, expectedVersion: version, siteId: 'site-b' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'page_not_found', status: 404 });
  });
});

describe('presence lock', () => {
  it('tells the second editor who has the page open, and frees it when the first leaves', async () => {
    expect(await heartbeatPageLock(db, pageId, alice)).toBeNull();
    expect(await heartbeatPageLock(db, pageId, bob)).toMatchObject({ name: 'Alice Tremblay' });
    expect(await heartbeatPageLock(db, pageId, alice)).toBeNull();
    await releasePageLock(db, pageId, alice);
    expect(await heartbeatPageLock(db, pageId, bob)).toBeNull();
    expect(await heartbeatPageLock(db, pageId, alice)).toMatchObject({ name: 'Bob Gagnon' });
  });

  it('lets another editor take over a stale lock', async () => {
    await db.query(`update page_locks set heartbeat_at = now() - interval '5 minutes' where page_id = $1`, [pageId]);
    expect(await heartbeatPageLock(db, pageId, alice)).toBeNull();
    expect(await heartbeatPageLock(db, pageId, bob)).toMatchObject({ name: 'Alice Tremblay' });
  });
});
