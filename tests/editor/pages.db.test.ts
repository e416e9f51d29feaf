import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/types';
import type { EditorRef } from '@/lib/editor/editor-ref';
import { getEditablePage } from '@/lib/editor/editable-page';
import { EditorError } from '@/lib/editor/errors';
import { createPage, deletePage, duplicatePage } from '@/lib/editor/page-admin';
import { listPages } from '@/lib/editor/page-list';
import { saveDraft } from '@/lib/editor/draft';
import { publish } from '@/lib/editor/publish';
import { openTestDb } from '../helpers/db';
import { insertEditorFixtures, validBlock } from './fixtures';

let db: Database;
let alice: EditorRef;

beforeAll(async () => {
  db = await openTestDb();
  ({ alice } = await insertEditorFixtures(db));
});
afterAll(async () => db.close());

async function errorOf(promise: Promise<unknown>): Promise<EditorError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  if (!(error instanceof EditorError)) throw new Error(`expected an EditorError, got ${String(error)}`);
  return error;
}

describe('creating pages', () => {
  it('creates a draft page with French and English paths and titles, listed as draft', async () => {
    const id = await createPage(db, { siteId: 'site-a', paths: { fr: '/a-propos', en: '/about' }, title: { fr: 'À propos', en: 'About' } }, alice);
    const pages = await listPages(db, 'site-a');
    const page = pages.find((p) => p.id === id);
    expect(page).toMatchObject({ paths: { fr: '/a-propos', en: '/about' }, title: { fr: 'À propos', en: 'About' }, status: 'draft', updatedBy: 'Alice Tremblay' });
    expect(await listPages(db, 'site-b')).toEqual([]);
  });

  it('refuses a path that does not start with / or has uppercase or spaces (422)', async () => {
    for (const bad of ['a-propos', '/A-propos', '/a propos', '/a-propos/', '/été']) {
      const error = await errorOf(createPage(db, { siteId: 'site-a', paths: { fr: bad }, title: { fr: 'x' } }, alice));
      expect(error.code).toBe('invalid_path');
      expect(error.status).toBe(422);
    }
  });

  it('refuses a path already used by another page of the site in that locale (409), but not on another site', async () => {
    const error = await errorOf(createPage(db, { siteId: 'site-a', paths: { fr: '/a-propos', en: '/about-us' }, title: { fr: 'x' } }, alice));
    expect(error).toMatchObject({ code: 'path_taken', status: 409, details: { locale: 'fr', path: '/a-propos' } });
    // Nothing half-written: the English path is still free.
    await expect(createPage(db, { siteId: 'site-a', paths: { en: '/about-us' }, title: { en: 'x' } }, alice)).resolves.toBeTypeOf('number');
    await expect(createPage(db, { siteId: 'site-b', paths: { fr: '/a-propos' }, title: { fr: 'x' } }, alice)).resolves.toBeTypeOf('number');
  });
});

describe('page status', () => {
  it('goes draft -> published -> changed when the draft moves away from the published snapshot', async () => {
    const id = await createPage(db, { siteId: 'site-a', paths: { fr: '/statut', en: '/status' }, title: { fr: 'Statut' } }, alice);
    const status = async () => (await listPages(db, 'site-a')).find((p) => p.id === id)?.status;
    expect(await status()).toBe('draft');
    const page = await getEditablePage(db, id);
    const saved = await saveDraft(db, id, { content: [validBlock()], title: page.title, seo: {} }, { editor: alice, expectedVersion: page.version });
    await publish(db, id, alice, { expectedVersion: saved.version });
    expect(await status()).toBe('published');
    const current = await getEditablePage(db, id);
    await saveDraft(db, id, { content: [], title: current.title, seo: {} }, { editor: alice, expectedVersion: current.version });
    expect(await status()).toBe('changed');
  });
});

describe('duplicating and deleting', () => {
  it('duplicates content and title under free "-copie"/"-copy" paths', async () => {
    const id = await createPage(db, { siteId: 'site-a', paths: { fr: '/vendre', en: '/sell' }, title: { fr: 'Vendre', en: 'Sell' } }, alice);
    const page = await getEditablePage(db, id);
    await saveDraft(db, id, { content: [validBlock()], title: page.title, seo: {} }, { editor: alice, expectedVersion: page.version });
    const first = await getEditablePage(db, await duplicatePage(db, id, alice));
    const second = await getEditablePage(db, await duplicatePage(db, id, alice));
    expect(first.paths).toEqual({ fr: '/vendre-copie', en: '/sell-copy' });
    expect(second.paths).toEqual({ fr: '/vendre-copie-2', en: '/sell-copy-2' });
    expect(first.title).toEqual({ fr: 'Vendre (copie)', en: 'Sell (copy)' });
    expect(first.content).toEqual([validBlock()]);
    expect(first.status).toBe('draft');
  });

  it('deletes a page and frees its paths; deleting it again or from another site is a 404', async () => {
    const id = await createPage(db, { siteId: 'site-a', paths: { fr: '/temporaire' }, title: { fr: 'Temp' } }, alice);
    expect((await errorOf(deletePage(db, id, 'site-b'))).status).toBe(404);
    await deletePage(db, id, 'site-a');
    expect((await listPages(db, 'site-a')).some((p) => p.id === id)).toBe(false);
    expect((await errorOf(deletePage(db, id))).code).toBe('page_not_found');
    await expect(createPage(db, { siteId: 'site-a', paths: { fr: '/temporaire' }, title: { fr: 'Temp' } }, alice)).resolves.toBeTypeOf('number');
  });
});
