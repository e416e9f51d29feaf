import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Block } from '@/blocks/types';
import type { Database } from '@/lib/db/types';
import type { EditorRef } from '@/lib/editor/editor-ref';
import { saveDraft } from '@/lib/editor/draft';
import { getEditablePage } from '@/lib/editor/editable-page';
import { staleBlocks } from '@/lib/editor/locale-changes';
import { createPage } from '@/lib/editor/page-admin';
import { publish } from '@/lib/editor/publish';
import { listVersions, restoreVersion } from '@/lib/editor/versions';
import { openTestDb } from '../helpers/db';
import { insertEditorFixtures, validBlock } from './fixtures';

let db: Database;
let alice: EditorRef;

const T1 = '2025-04-01T10:00:00.000Z';
const T2 = '2025-04-01T11:00:00.000Z';
const T3 = '2025-04-01T12:00:00.000Z';
const T4 = '2025-04-01T13:00:00.000Z';

/** The fixture block with its main title set to {fr, en}. */
function withTitle(fr: string, en: string, id = 'b-cta'): Block {
  const block = validBlock(id);
  block.fields = { ...block.fields, main_title: { fr, en } };
  return block;
}

async function newPage(path: string): Promise<number> {
  return createPage(db, { siteId: 'site-a', paths: { fr: path }, title: { fr: 'Page' } }, alice);
}

async function save(pageId: number, content: Block[], at: string) {
  const { version, title, seo } = await getEditablePage(db, pageId);
  return saveDraft(db, pageId, { content, title, seo }, { editor: alice, expectedVersion: version, now: new Date(at) });
}

async function publishNow(pageId: number): Promise<number> {
  const result = await publish(db, pageId, alice);
  if (!result.published) throw new Error('not published');
  // The number restore takes: the published version's own (1, 2…), not the draft lock.
  return result.publishedVersion;
}

beforeAll(async () => {
  db = await openTestDb();
  ({ alice } = await insertEditorFixtures(db));
});
afterAll(async () => db.close());

describe('restoring a version updates the per-locale change record', () => {
  it('brings back the record published with the version: a reverted French edit leaves no English flag', async () => {
    const id = await newPage('/restaurer');
    await save(id, [withTitle('Un', 'One'), withTitle('Deux', 'Two', 'b-two')], T1);
    const v1 = await publishNow(id);
    await save(id, [withTitle('Un modifié', 'One')], T2);
    expect(staleBlocks((await getEditablePage(db, id)).localeChanges)).toEqual({ 'b-cta': 'en' });

    const restored = await restoreVersion(db, id, v1, alice, { now: new Date(T3) });
    const page = await getEditablePage(db, id);
    expect(page.content.map((block) => block.id)).toEqual(['b-cta', 'b-two']);
    expect(restored.localeChanges).toEqual({
      'b-cta': { fr: { at: T1 }, en: { at: T1 } },
      'b-two': { fr: { at: T1 }, en: { at: T1 } },
    });
    expect(page.localeChanges).toEqual(restored.localeChanges);
    expect(staleBlocks(page.localeChanges)).toEqual({});

    // The next save diffs against the restored content, as after any save.
    await save(id, [withTitle('Un', 'One'), withTitle('Deux', 'Two, again', 'b-two')], T4);
    expect(staleBlocks((await getEditablePage(db, id)).localeChanges)).toEqual({ 'b-two': 'fr' });
  });

  it('restores a flag the version was published with', async () => {
    const id = await newPage('/restaurer-drapeau');
    await save(id, [withTitle('Un', 'One')], T1);
    await save(id, [withTitle('Un, en mieux', 'One')], T2);
    const flagged = await publishNow(id);
    await save(id, [withTitle('Un, en mieux', 'One, better')], T3);
    expect(staleBlocks((await getEditablePage(db, id)).localeChanges)).toEqual({});

    await restoreVersion(db, id, flagged, alice, { now: new Date(T4) });
    expect(staleBlocks((await getEditablePage(db, id)).localeChanges)).toEqual({ 'b-cta': 'en' });
  });

  it("applies saveDraft's rule against the replaced draft for a version published without a record", async () => {
    const id = await newPage('/restaurer-ancien');
    await save(id, [withTitle('Un', 'One'), withTitle('Deux', 'Two', 'b-two')], T1);
    const old = await publishNow(id);
    // A version published before records were kept with versions.
    await db.query(`update page_versions set snapshot = snapshot - 'locale_changes' where page_id = $1`, [id]);
    await save(id, [withTitle('Un', 'One, better'), withTitle('Trois', 'Three', 'b-three')], T2);
    expect(staleBlocks((await getEditablePage(db, id)).localeChanges)).toEqual({ 'b-cta': 'fr' });

    const restored = await restoreVersion(db, id, old, alice, { now: new Date(T3) });
    expect(restored.localeChanges).toEqual({
      // English changed back now; French was flagged older, so this is not a catch-up.
      'b-cta': { fr: { at: T1 }, en: { at: T3 } },
      // Back on the page: a new block, both locales now. b-three left the page.
      'b-two': { fr: { at: T3 }, en: { at: T3 } },
    });
    expect((await getEditablePage(db, id)).localeChanges).toEqual(restored.localeChanges);
  });

  it('leaves the record alone when the version does not exist', async () => {
    const id = await newPage('/restaurer-rien');
    await save(id, [withTitle('Un', 'One')], T1);
    const before = await getEditablePage(db, id);
    await expect(restoreVersion(db, id, 999, alice)).rejects.toMatchObject({ code: 'version_not_found' });
    const after = await getEditablePage(db, id);
    expect(after.localeChanges).toEqual(before.localeChanges);
    expect(after.version).toBe(before.version);
    expect(await listVersions(db, id)).toEqual([]);
  });
});
