import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEditor } from '@/lib/auth/editors';
import { setSiteRole } from '@/lib/auth/roles';
import { createSession } from '@/lib/auth/session';
import type { Database } from '@/lib/db/types';
import type { EditorRef } from '@/lib/editor/editor-ref';
import { saveDraft } from '@/lib/editor/draft';
import { getEditablePage } from '@/lib/editor/editable-page';
import { createPage } from '@/lib/editor/page-admin';
import { publish } from '@/lib/editor/publish';
import { createVariant, getVariant, publishVariant } from '@/lib/editor/variants';
import { ReviewError } from '@/lib/review/errors';
import { pendingSubmission } from '@/lib/review/steps';
import { publishVariantAs, saveVariantContentAs } from '@/lib/review/variant-publish';
import { findSiteById } from '@/lib/sites/sites';
import { openTestDb } from '../helpers/db';
import { editorRequest } from '../helpers/editor-session';
import { insertEditorFixtures, validBlock } from '../editor/fixtures';

/**
 * No publish path skips review: where a person's publishing waits for approval, a variant
 * (one content, nothing to freeze) cannot be published nor a published one changed by them
 * (409 variant_review_required, in the workspace's language), and the articles list's
 * publish button submits the article instead of putting it online.
 */
const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));

const { POST: publishVariantRoute } = await import('@/app/api/editor/variants/[id]/publish/route');
const { PUT: saveVariantRoute } = await import('@/app/api/editor/variants/[id]/route');
const { POST: articleAction } = await import('@/app/api/editor/articles/[id]/route');
const { PUT: articleContent } = await import('@/app/api/editor/articles/[id]/content/route');
const { POST: restoreArticle } = await import('@/app/api/editor/articles/[id]/versions/route');

let db: Database;
let alice: EditorRef;
let pageId: number;
const cookies = { editor: '', site_admin: '' };

const reviewEditors = (on: boolean) => db.query(`update sites set metadata = metadata || jsonb_build_object('review', jsonb_build_object('brokers', true, 'editors', $1::boolean)) where id = 'site-a'`, [on]);
const siteA = async () => (await findSiteById(db, 'site-a'))!;
const newVariant = async (name: string) => (await createVariant(db, { siteId: 'site-a', pageId, name, color: 'teal' }, alice)).id;

beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  ({ alice } = await insertEditorFixtures(db));
  pageId = await createPage(db, { siteId: 'site-a', paths: { fr: '/promo' }, title: { fr: 'Promo' } }, alice);
  await saveDraft(db, pageId, { content: [validBlock('page-block')], title: { fr: 'Promo' }, seo: {} }, { editor: alice, expectedVersion: (await getEditablePage(db, pageId)).version });
  await publish(db, pageId, alice);
  for (const role of ['editor', 'site_admin'] as const) {
    const account = await createEditor(db, { email: `${role}@example.com`, name: role, password: 'un mot de passe assez long', platformAdmin: false });
    await setSiteRole(db, account!.id, 'site-a', role, null);
    cookies[role] = `qa_session=${(await createSession(db, account!.id)).token}; i18n_redirected=fr`;
  }
});
afterAll(() => db.close());

describe('variants where publishing is reviewed', () => {
  it('a reviewed editor cannot publish a variant; it stays off the site; a site admin, or the editor where review is off, publishes it', async () => {
    await reviewEditors(true);
    const id = await newVariant('Printemps');
    const refused = publishVariantAs(db, await siteA(), id, { ...alice, role: 'editor' });
    await expect(refused).rejects.toBeInstanceOf(ReviewError);
    await expect(refused).rejects.toMatchObject({ code: 'variant_review_required', status: 409 });
    expect((await getVariant(db, id, 'site-a')).published).toBe(false);
    expect(await publishVariantAs(db, await siteA(), id, { ...alice, role: 'site_admin' })).toEqual({ published: true });
    await reviewEditors(false);
    expect(await publishVariantAs(db, await siteA(), await newVariant('Été'), { ...alice, role: 'editor' })).toEqual({ published: true });
  });

  it('a reviewed editor cannot change a published variant (it would show at once), but edits one not yet published', async () => {
    await reviewEditors(true);
    const live = await newVariant('Automne');
    await publishVariant(db, live, 'site-a', alice);
    await expect(saveVariantContentAs(db, await siteA(), live, [validBlock('sneaked-in')], { ...alice, role: 'editor' })).rejects.toMatchObject({ code: 'variant_review_required' });
    expect((await getVariant(db, live, 'site-a')).content.map((b) => b.id)).toEqual(['page-block']);
    const offline = await newVariant('Hiver');
    await saveVariantContentAs(db, await siteA(), offline, [validBlock('winter')], { ...alice, role: 'editor' });
    expect((await getVariant(db, offline, 'site-a')).content.map((b) => b.id)).toEqual(['winter']);
    await reviewEditors(false);
  });

  it('the routes answer 409 variant_review_required with a French message, and another site’s variant is still a 404', async () => {
    await reviewEditors(true);
    const id = await newVariant('Noël');
    const request = (path: string, method: string, body?: unknown) => editorRequest(path, cookies.editor, { host: 'site-a.test', method, body });
    const response = await publishVariantRoute(request(`/api/editor/variants/${id}/publish`, 'POST'), { params: Promise.resolve({ id: String(id) }) });
    expect(response.status).toBe(409);
    const body = (await response.json()) as { error: string; message: string };
    expect(body.error).toBe('variant_review_required');
    expect(body.message).toMatch(/approbation/);
    await publishVariant(db, id, 'site-a', alice);
    const save = await saveVariantRoute(request(`/api/editor/variants/${id}`, 'PUT', { content: [validBlock('x')] }), { params: Promise.resolve({ id: String(id) }) });
    expect(save.status).toBe(409);
    const otherSite = await db.query<{ id: string }>(`insert into variants (site_id, page_id, name, color, content) values ('site-b', null, 'B', 'red', '[]') returning id`);
    const foreign = await publishVariantRoute(request('/api/editor/variants/x/publish', 'POST'), { params: Promise.resolve({ id: String(otherSite[0]!.id) }) });
    expect(foreign.status).toBe(404);
    await reviewEditors(false);
  });
});

describe('the articles list’s publish button where publishing is reviewed', () => {
  it('submits the article for approval (202): it stays off the site and waits in the queue', async () => {
    await reviewEditors(true);
    const rows = await db.query<{ id: string }>(
      `insert into articles (site_id, slug, title, excerpt, main_content, published) values ('site-a', '{"fr":"nouvelles"}', '{"fr":"Nouvelles"}', '{}', $1, false) returning id`,
      [JSON.stringify({ fr: [validBlock('a1')] })],
    );
    const id = Number(rows[0]!.id);
    const response = await articleAction(editorRequest(`/api/editor/articles/${id}`, cookies.editor, { host: 'site-a.test', method: 'POST', body: { action: 'publish' } }), { params: Promise.resolve({ id: String(id) }) });
    expect(response.status).toBe(202);
    expect((await db.query<{ published: boolean }>('select published from articles where id = $1', [id]))[0]!.published).toBe(false);
    expect(await pendingSubmission(db, { siteId: 'site-a', kind: 'article', id })).not.toBeNull();
    await reviewEditors(false);
  });
});

describe('saves that would put an article online where publishing is reviewed', () => {
  // Marked published, no content in any language: visitors cannot read it, and its first content would put it online.
  const markedNotOnline = async () => {
    const rows = await db.query<{ id: string }>(`insert into articles (site_id, slug, title, excerpt, main_content, published) values ('site-a', '{"fr":"a-venir"}', '{"fr":"À venir"}', '{}', '{}', true) returning id`);
    return Number(rows[0]!.id);
  };
  const visible = async (id: number) =>
    (await db.query<{ visible: boolean }>('select (published and published_at <= now() and cardinality(locales) > 0) as visible from articles where id = $1', [id]))[0]!.visible;
  const call = (handler: typeof articleContent, path: string, method: string, id: number, body: unknown) =>
    handler(editorRequest(path, cookies.editor, { host: 'site-a.test', method, body }), { params: Promise.resolve({ id: String(id) }) });

  it('refuses its content (409 review_required, in French): it stays off the site; without review the same save puts it online', async () => {
    await reviewEditors(true);
    const id = await markedNotOnline();
    const refused = await call(articleContent, `/api/editor/articles/${id}/content`, 'PUT', id, { locale: 'fr', blocks: [validBlock('c1')] });
    expect(refused.status).toBe(409);
    expect((await refused.json()) as { error: string; message: string }).toMatchObject({ error: 'review_required', message: expect.stringMatching(/Soumettre pour approbation/) });
    expect(await visible(id)).toBe(false);
    await reviewEditors(false);
    const saved = await call(articleContent, `/api/editor/articles/${id}/content`, 'PUT', id, { locale: 'fr', blocks: [validBlock('c1')] });
    expect(saved.status).toBe(200);
    expect(await visible(id)).toBe(true);
  });

  it('refuses restoring a version into it, and it stays off the site', async () => {
    await reviewEditors(true);
    const id = await markedNotOnline();
    const version = await db.query<{ id: string }>(`insert into article_versions (article_id, snapshot, created_by) values ($1, $2, 'editor') returning id`, [
      id,
      JSON.stringify({ title: { fr: 'Ancien' }, slug: { fr: 'ancien' }, excerpt: {}, main_content: { fr: [validBlock('old')] }, tags: [], category_ids: [], published: true }),
    ]);
    const refused = await call(restoreArticle, `/api/editor/articles/${id}/versions`, 'POST', id, { version: Number(version[0]!.id) });
    expect(refused.status).toBe(409);
    expect(await visible(id)).toBe(false);
    await reviewEditors(false);
  });
});
