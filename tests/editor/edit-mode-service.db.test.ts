import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Block } from '@/blocks/types';
import type { Database } from '@/lib/db/types';
import { deleteBlock, locatePageId, toggleBlockColorScheme } from '@/lib/editor/edit-mode-service';
import { saveSections } from '@/lib/editor/save-sections';
import { getEditablePage } from '@/lib/editor/editable-page';
import { openTestDb } from '../helpers/db';
import { insertFixtures } from '../helpers/cms-fixtures';

// A block type whose spec forbids every edit-mode action, next to the real catalog.
vi.mock('@/lib/content/block-specs', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/content/block-specs')>();
  const locked = { abilities: { toggleColorScheme: false, edit: false, delete: false } };
  return {
    ...original,
    getBlockSpec: (type: string) => (type === 'locked_block' ? locked : original.getBlockSpec(type)),
  };
});

let db: Database;
let ids: Awaited<ReturnType<typeof insertFixtures>>;
const editor = { id: 1, name: 'Julie' };

const text = (id: string, title: string): Block => ({
  id,
  block_type: 'text_block_1',
  fields: { main_title: { fr: title, en: title }, description: { fr: title, en: title } },
});

beforeAll(async () => {
  db = await openTestDb();
  ids = await insertFixtures(db);
});
afterAll(async () => db.close());

async function draftOf(pageId: number) {
  return getEditablePage(db, pageId, 'broker');
}

async function setDraft(pageId: number, content: Block[]) {
  await db.query('update pages set content = $2 where id = $1', [pageId, JSON.stringify(content)]);
}

describe('locatePageId', () => {
  it('finds the CMS page behind a public path in either locale', async () => {
    expect(await locatePageId(db, 'broker', '/fr/proprietes')).toBe(ids.search);
    expect(await locatePageId(db, 'broker', '/en/properties/')).toBe(ids.search);
    expect(await locatePageId(db, 'broker', '/fr')).toBe(ids.home);
  });

  it('finds nothing for another site, an unknown path or a blog post', async () => {
    expect(await locatePageId(db, 'agency', '/fr/proprietes')).toBeNull();
    expect(await locatePageId(db, 'broker', '/fr/inconnue')).toBeNull();
    expect(await locatePageId(db, 'broker', '/fr/blogue/mon-article-42')).toBeNull();
  });
});

describe('edit-mode block actions on the draft', () => {
  beforeEach(() => setDraft(ids.home, [text('b1', 'Bienvenue'), text('b9', 'Équipe'), { ...text('lk', 'Fixe'), block_type: 'locked_block' }]));

  it('toggles the colour scheme in the draft and bumps the version, leaving the published page alone', async () => {
    const before = await draftOf(ids.home);
    const outcome = await toggleBlockColorScheme(db, { siteId: 'broker', publicPath: '/fr', blockId: 'b9', editor });
    expect(outcome).toMatchObject({ ok: true, pageId: ids.home, blockId: 'b9', version: before.version + 1, colorScheme: 'normal-grey' });
    const after = await draftOf(ids.home);
    expect(after.content[1]!.block_params).toEqual({ color_scheme: 'normal-grey' });
    expect(after.updatedBy).toBe('Julie');
    const published = await db.query<{ published: { content: Block[] } }>('select published from pages where id = $1', [ids.home]);
    expect(published[0]!.published.content.map((b) => b.id)).toEqual(['b1']);

    const again = await toggleBlockColorScheme(db, { siteId: 'broker', publicPath: '/fr', blockId: 'b9', editor });
    expect(again).toMatchObject({ ok: true, colorScheme: 'inverted' });
  });

  it('leaves the page unchanged since publish after cycling a scheme back to the published one', async () => {
    // The draft as published, then three toggles (normal-grey, inverted, back to normal).
    await db.query(`update pages set content = published->'content', title = published->'title', seo = published->'seo' where id = $1`, [ids.home]);
    const changed = async () =>
      (await db.query<{ changed: boolean }>(
        `select published is distinct from jsonb_build_object('content', content, 'title', title, 'seo', seo) as changed from pages where id = $1`,
        [ids.home],
      ))[0]!.changed;
    expect(await changed()).toBe(false);
    const schemes: (string | undefined)[] = [];
    for (let i = 0; i < 3; i += 1) {
      const outcome = await toggleBlockColorScheme(db, { siteId: 'broker', publicPath: '/fr', blockId: 'b1', editor });
      schemes.push(outcome.colorScheme);
      if (i < 2) expect(await changed()).toBe(true);
    }
    expect(schemes).toEqual(['normal-grey', 'inverted', 'normal']);
    expect(await changed()).toBe(false);
  });

  it('deletes a block from the draft', async () => {
    const outcome = await deleteBlock(db, { siteId: 'broker', publicPath: '/en', blockId: 'b1', editor });
    expect(outcome.ok).toBe(true);
    expect((await draftOf(ids.home)).content.map((b) => b.id)).toEqual(['b9', 'lk']);
  });

  it('answers block_not_found without saving when the block is not in the draft', async () => {
    const before = await draftOf(ids.home);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const outcome = await deleteBlock(db, { siteId: 'broker', publicPath: '/fr', blockId: 'gone', editor });
    warn.mockRestore();
    expect(outcome).toMatchObject({ ok: false, status: 404, error: 'block_not_found' });
    expect((await draftOf(ids.home)).version).toBe(before.version);
  });

  it('answers page_not_found for a path with no CMS page', async () => {
    const outcome = await deleteBlock(db, { siteId: 'broker', publicPath: '/fr/inconnue', blockId: 'b1', editor });
    expect(outcome).toMatchObject({ ok: false, status: 404, error: 'page_not_found' });
  });

  it('refuses an action the block definition does not allow', async () => {
    const toggle = await toggleBlockColorScheme(db, { siteId: 'broker', publicPath: '/fr', blockId: 'lk', editor });
    const remove = await deleteBlock(db, { siteId: 'broker', publicPath: '/fr', blockId: 'lk', editor });
    expect(toggle).toMatchObject({ ok: false, status: 403, error: 'action_not_allowed' });
    expect(remove).toMatchObject({ ok: false, status: 403, error: 'action_not_allowed' });
    expect((await draftOf(ids.home)).content).toHaveLength(3);
  });
});

describe('saveSections', () => {
  it('saves the reordered block list at the expected version', async () => {
    await setDraft(ids.search, [text('s1', 'Un'), text('s2', 'Deux')]);
    const { version } = await draftOf(ids.search);
    const outcome = await saveSections(db, 'broker', { pageId: ids.search, blocks: [text('s2', 'Deux'), text('s1', 'Un')], expectedVersion: version }, editor);
    expect(outcome).toEqual({ ok: true, version: version + 1 });
    const after = await draftOf(ids.search);
    expect(after.content.map((b) => b.id)).toEqual(['s2', 's1']);
    expect(after.title).toEqual({ fr: 'Propriétés', en: 'Properties' });
  });

  it('answers a version conflict when someone saved in between', async () => {
    const { version } = await draftOf(ids.search);
    const outcome = await saveSections(db, 'broker', { pageId: ids.search, blocks: [], expectedVersion: version - 1 }, editor);
    expect(outcome).toMatchObject({ ok: false, status: 409, error: 'version_conflict', version });
    expect((await draftOf(ids.search)).content).toHaveLength(2);
  });

  it('rejects an unknown block type and fields the schema refuses, naming the blocks', async () => {
    const { version } = await draftOf(ids.search);
    const outcome = await saveSections(
      db,
      'broker',
      {
        pageId: ids.search,
        blocks: [{ id: 'x', block_type: 'no_such_block', fields: {} }, { id: 'y', block_type: 'spacer_block', fields: { height_desktop: 'tall' } }],
        expectedVersion: version,
      },
      editor,
    );
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome).toMatchObject({ status: 422, error: 'invalid_blocks' });
    expect(outcome.blocks?.map((issue) => issue.blockId)).toEqual(['x', 'y']);
    expect((await draftOf(ids.search)).version).toBe(version);
  });

  it('rejects duplicate block ids', async () => {
    const { version } = await draftOf(ids.search);
    const outcome = await saveSections(db, 'broker', { pageId: ids.search, blocks: [text('d', 'a'), text('d', 'b')], expectedVersion: version }, editor);
    expect(outcome).toMatchObject({ ok: false, status: 422, error: 'duplicate_block_id' });
  });

  it('does not save a page of another site', async () => {
    const outcome = await saveSections(db, 'agency', { pageId: ids.search, blocks: [], expectedVersion: 1 }, editor);
    expect(outcome).toMatchObject({ ok: false, status: 404, error: 'page_not_found' });
  });
});
