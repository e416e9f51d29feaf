import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Block } from '@/blocks/types';
import type { Database } from '@/lib/db/types';
import type { EditorRef } from '@/lib/editor/editor-ref';
import { saveDraft } from '@/lib/editor/draft';
import { getEditablePage } from '@/lib/editor/editable-page';
import { staleBlocks } from '@/lib/editor/locale-changes';
import { createPage, duplicatePage } from '@/lib/editor/page-admin';
import { openTestDb } from '../helpers/db';
import { insertEditorFixtures, validBlock } from './fixtures';

let db: Database;
let alice: EditorRef;
let bob: EditorRef;
let pageId: number;

/** The fixture block with its main title set to {fr, en}. */
function withTitle(fr: string, en: string, id = 'b-cta'): Block {
  const block = validBlock(id);
  block.fields = { ...block.fields, main_title: { fr, en } };
  return block;
}

async function save(content: Block[], at: string, editor: EditorRef = alice) {
  const { version, title, seo } = await getEditablePage(db, pageId);
  return saveDraft(db, pageId, { content, title, seo }, { editor, expectedVersion: version, now: new Date(at) });
}

beforeAll(async () => {
  db = await openTestDb();
  ({ alice, bob } = await insertEditorFixtures(db));
  pageId = await createPage(db, { siteId: 'site-a', paths: { fr: '/vendre', en: '/sell' }, title: { fr: 'Vendre', en: 'Sell' } }, alice);
});
afterAll(async () => db.close());

describe('per-locale change tracking on draft save', () => {
  it('starts empty, and records a new block with both locales at the save time', async () => {
    expect((await getEditablePage(db, pageId)).localeChanges).toEqual({});
    const saved = await save([withTitle('Vendre vite', 'Sell fast')], '2025-03-01T10:00:00.000Z');
    expect(saved.localeChanges).toEqual({ 'b-cta': { fr: { at: '2025-03-01T10:00:00.000Z' }, en: { at: '2025-03-01T10:00:00.000Z' } } });
    expect((await getEditablePage(db, pageId)).localeChanges).toEqual(saved.localeChanges);
  });

  it('flags English older than French after a French edit, and clears the flag when English follows', async () => {
    await save([withTitle('Vendre rapidement', 'Sell fast')], '2025-03-01T11:00:00.000Z');
    const page = await getEditablePage(db, pageId);
    expect(page.localeChanges['b-cta']).toEqual({ fr: { at: '2025-03-01T11:00:00.000Z' }, en: { at: '2025-03-01T10:00:00.000Z' } });
    expect(staleBlocks(page.localeChanges)).toEqual({ 'b-cta': 'en' });

    await save([withTitle('Vendre rapidement', 'Sell quickly')], '2025-03-01T12:00:00.000Z', bob);
    expect(staleBlocks((await getEditablePage(db, pageId)).localeChanges)).toEqual({});
  });

  it('records nothing when a save is refused for a stale version', async () => {
    const before = await getEditablePage(db, pageId);
    const error = await saveDraft(db, pageId, { content: [withTitle('Autre', 'Sell quickly')], title: before.title, seo: before.seo }, {
      editor: bob,
      expectedVersion: before.version - 1,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'version_conflict' });
    expect((await getEditablePage(db, pageId)).localeChanges).toEqual(before.localeChanges);
  });

  it('keeps the record through a non-localised edit, drops removed blocks, and copies it with the page', async () => {
    await save([withTitle('Vendre rapidement', 'Sell really quickly'), withTitle('Deux', 'Two', 'b-two')], '2025-03-01T13:00:00.000Z');
    const flagged = (await getEditablePage(db, pageId)).localeChanges;
    expect(staleBlocks(flagged)).toEqual({ 'b-cta': 'fr' });

    const reparam = withTitle('Vendre rapidement', 'Sell really quickly');
    reparam.block_params = { color_scheme: 'normal' };
    await save([reparam], '2025-03-01T14:00:00.000Z');
    const after = (await getEditablePage(db, pageId)).localeChanges;
    expect(after).toEqual({ 'b-cta': flagged['b-cta'] });

    const copy = await duplicatePage(db, pageId, alice, { siteId: 'site-a' });
    expect(staleBlocks((await getEditablePage(db, copy)).localeChanges)).toEqual({ 'b-cta': 'fr' });
  });
});
