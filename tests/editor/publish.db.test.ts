import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPageResult } from '@/lib/cms/pages';
import { findSiteById } from '@/lib/sites/sites';
import type { Database } from '@/lib/db/types';
import type { EditorRef } from '@/lib/editor/editor-ref';
import { saveDraft } from '@/lib/editor/draft';
import { getEditablePage } from '@/lib/editor/editable-page';
import { createPage } from '@/lib/editor/page-admin';
import { publish } from '@/lib/editor/publish';
import { listVersions, restoreVersion } from '@/lib/editor/versions';
import { openTestDb } from '../helpers/db';
import { insertEditorFixtures, validBlock } from './fixtures';

let db: Database;
let alice: EditorRef;
let bob: EditorRef;

beforeAll(async () => {
  db = await openTestDb();
  ({ alice, bob } = await insertEditorFixtures(db));
});
afterAll(async () => db.close());

async function pageWith(path: string, content: ReturnType<typeof validBlock>[], title = { fr: 'Titre' }) {
  const id = await createPage(db, { siteId: 'site-a', paths: { fr: path }, title }, alice);
  await saveDraft(db, id, { content, title, seo: {} }, { editor: alice, expectedVersion: (await getEditablePage(db, id)).version });
  return id;
}

async function publicTitle(path: string) {
  const site = (await findSiteById(db, 'site-a'))!;
  const result = await getPageResult(db, site, { locale: 'fr', path });
  return 'page' in result ? result.page.title : result.status;
}

describe('publishing', () => {
  it('publishes a valid draft: the public page serves it and a version records who', async () => {
    const id = await pageWith('/publier', [validBlock()]);
    expect(await publicTitle('/publier')).toBe(404);
    const result = await publish(db, id, bob);
    expect(result).toMatchObject({ published: true, siteId: 'site-a' });
    expect(await publicTitle('/publier')).toEqual({ fr: 'Titre' });
    expect((await listVersions(db, id))[0]).toMatchObject({ createdBy: 'Bob Gagnon', blockCount: 1 });
  });

  it('does not publish when a block fails its schema or has an unknown type, and lists them', async () => {
    const broken = { ...validBlock('broken'), fields: { cta_repeater: 'not a list' } };
    const unknown = { id: 'ghost', block_type: 'no_such_block', fields: {} };
    const id = await pageWith('/invalide', [validBlock('ok'), broken, unknown]);
    const result = await publish(db, id, alice);
    expect(result.published).toBe(false);
    if (result.published) return;
    expect(result.problems.map((p) => [p.blockId, p.type])).toEqual([['broken', 'cta_block'], ['ghost', 'no_such_block']]);
    expect(result.problems[0]?.issues[0]?.path).toBe('cta_repeater');
    expect(await publicTitle('/invalide')).toBe(404);
    expect(await listVersions(db, id)).toEqual([]);
  });

  it('refuses to publish a draft other than the one the editor sees', async () => {
    const id = await pageWith('/concurrent', [validBlock()]);
    const { version } = await getEditablePage(db, id);
    await expect(publish(db, id, alice, { expectedVersion: version - 1 })).rejects.toMatchObject({ code: 'version_conflict' });
  });
});

describe('versions', () => {
  it('restores an older version into the draft without changing the public page until it is published', async () => {
    const id = await pageWith('/historique', [validBlock('v1')], { fr: 'Version 1' });
    await publish(db, id, alice);
    const [first] = await listVersions(db, id);
    let page = await getEditablePage(db, id);
    await saveDraft(db, id, { content: [validBlock('v2')], title: { fr: 'Version 2' }, seo: {} }, { editor: bob, expectedVersion: page.version });
    await publish(db, id, bob);
    expect((await listVersions(db, id)).map((v) => v.createdBy)).toEqual(['Bob Gagnon', 'Alice Tremblay']);

    page = await getEditablePage(db, id);
    const restored = await restoreVersion(db, id, first!.version, alice);
    expect(restored.version).toBe(page.version + 1);
    const draft = await getEditablePage(db, id);
    expect(draft.title).toEqual({ fr: 'Version 1' });
    expect(draft.content.map((b) => b.id)).toEqual(['v1']);
    expect(await publicTitle('/historique')).toEqual({ fr: 'Version 2' });
    // An editor still on the pre-restore version cannot overwrite the restored draft.
    await expect(saveDraft(db, id, { content: [], title: {}, seo: {} }, { editor: bob, expectedVersion: page.version })).rejects.toMatchObject({ code: 'version_conflict' });
    await publish(db, id, alice);
    expect(await publicTitle('/historique')).toEqual({ fr: 'Version 1' });
  });

  it('numbers published versions 1, 2, 3 whatever the number of draft saves between them', async () => {
    const id = await pageWith('/numeros', [validBlock('a')]);
    for (let i = 0; i < 3; i += 1) {
      const page = await getEditablePage(db, id);
      await saveDraft(db, id, { content: [validBlock(`s${i}`)], title: { fr: `T${i}` }, seo: {} }, { editor: alice, expectedVersion: page.version });
    }
    const first = await publish(db, id, alice);
    expect(first).toMatchObject({ published: true, publishedVersion: 1 });
    const page = await getEditablePage(db, id);
    await saveDraft(db, id, { content: [validBlock('b')], title: { fr: 'B' }, seo: {} }, { editor: alice, expectedVersion: page.version });
    expect(await publish(db, id, bob)).toMatchObject({ publishedVersion: 2 });
    await publish(db, id, bob);
    expect((await listVersions(db, id)).map((v) => v.version)).toEqual([3, 2, 1]);
  });

  it('answers version_not_found for a version the page never had', async () => {
    const id = await pageWith('/sans-version', []);
    await expect(restoreVersion(db, id, 999, alice)).rejects.toMatchObject({ code: 'version_not_found', status: 404 });
  });
});
