import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/types';
import { insertStep } from '@/lib/review/steps';
import { mayPreviewVersions, parsePreviewRef, readVersionPreview } from '@/lib/review/version-preview';
import { insertFixtures } from '../helpers/cms-fixtures';
import { openTestDb } from '../helpers/db';

/**
 * The side-by-side preview (/qa/pages|articles/{id}/versions/preview) reads two versions of
 * one item of the request's site: a kept version, the draft, the version online or a
 * submission. Anything of another site or another item is unknown (the screen's 404), and
 * only people who may compare or decide the item's versions see it (the screen's 403).
 */
let db: Database;
let ids: Awaited<ReturnType<typeof insertFixtures>>;
let agencyHome: number;
let submissionOfHome: number;

const titleOf = (blocks: { fields: Record<string, unknown> }[]) => blocks.map((block) => (block.fields.main_title as { fr?: string } | undefined)?.fr);

beforeAll(async () => {
  db = await openTestDb();
  ids = await insertFixtures(db);
  agencyHome = Number((await db.query<{ id: string }>(`select id from pages where site_id = 'agency' limit 1`))[0]!.id);
  await db.query('update pages set content = $2 where id = $1', [ids.home, JSON.stringify([{ id: 'b1', block_type: 'text_block_1', fields: { main_title: { fr: 'Bonjour à tous', en: 'Hello all' } } }])]);
  const submitted = await insertStep(db, { siteId: 'broker', kind: 'page', id: ids.home }, {
    step: 'submitted',
    actor: { id: 1, name: 'Julie' },
    snapshot: { title: { fr: 'Accueil soumis' }, seo: {}, content: [{ id: 'b1', block_type: 'text_block_1', fields: { main_title: { fr: 'Soumis', en: 'Submitted' } } }] },
    version: 2,
  });
  submissionOfHome = submitted.id;
});
afterAll(() => db.close());

describe('readVersionPreview', () => {
  it('renders the version online beside the draft, in the content language asked', async () => {
    const preview = await readVersionPreview(db, 'broker', { kind: 'page', id: ids.home }, { from: 1, to: 'draft' }, 'fr');
    expect(titleOf(preview!.from.blocks)).toEqual(['Bienvenue']);
    expect(titleOf(preview!.to.blocks)).toEqual(['Bonjour à tous']);
    expect(preview!.from.title).toEqual({ fr: 'Accueil', en: 'Home' });
  });

  it('renders a submission beside the version online (the review queue’s pair)', async () => {
    const preview = await readVersionPreview(db, 'broker', { kind: 'page', id: ids.home }, { from: 'live', to: { submission: submissionOfHome } }, 'fr');
    expect(titleOf(preview!.from.blocks)).toEqual(['Bienvenue']);
    expect(titleOf(preview!.to.blocks)).toEqual(['Soumis']);
  });

  it('shows an empty online side for a page never published, and an article’s blocks of the content language', async () => {
    const neverOnline = await readVersionPreview(db, 'broker', { kind: 'page', id: ids.draft }, { from: 'live', to: 'draft' }, 'fr');
    expect(neverOnline!.from.blocks).toEqual([]);
    expect(titleOf(neverOnline!.to.blocks)).toEqual(['Pas encore']);
    const article = await readVersionPreview(db, 'broker', { kind: 'article', id: 42 }, { from: 'draft', to: 'draft' }, 'en');
    expect(article!.to.blocks.map((block) => block.id)).toEqual(['p2']);
  });

  it('knows nothing of another site’s page, a version the page lacks, or another item’s submission', async () => {
    expect(await readVersionPreview(db, 'broker', { kind: 'page', id: agencyHome }, { from: 1, to: 'draft' }, 'fr')).toBeNull();
    expect(await readVersionPreview(db, 'agency', { kind: 'page', id: ids.home }, { from: 'live', to: 'draft' }, 'fr')).toBeNull();
    expect(await readVersionPreview(db, 'broker', { kind: 'page', id: ids.home }, { from: 99, to: 'draft' }, 'fr')).toBeNull();
    expect(await readVersionPreview(db, 'broker', { kind: 'page', id: ids.search }, { from: 'live', to: { submission: submissionOfHome } }, 'fr')).toBeNull();
    expect(await readVersionPreview(db, 'agency', { kind: 'page', id: agencyHome }, { from: 'live', to: { submission: submissionOfHome } }, 'fr')).toBeNull();
    expect(await readVersionPreview(db, 'broker', { kind: 'article', id: 42 }, { from: 'draft', to: { submission: submissionOfHome } }, 'fr')).toBeNull();
  });
});

describe('who sees two versions side by side', () => {
  const site = (review: boolean, officer: number | null = null) => ({ type: 'broker' as const, metadata: { review: { brokers: review, editors: false } }, advertising: officer === null ? {} : { executive_officer_id: officer } });

  it('editors and site admins see pages and articles; a broker only the pages of a site that reviews brokers, never articles', () => {
    expect(mayPreviewVersions(site(false), { role: 'editor', memberId: null }, 'article')).toBe(true);
    expect(mayPreviewVersions(site(false), { role: 'site_admin', memberId: null }, 'page')).toBe(true);
    expect(mayPreviewVersions(site(false), { role: 'broker', memberId: 3 }, 'page')).toBe(false);
    expect(mayPreviewVersions(site(true), { role: 'broker', memberId: 3 }, 'page')).toBe(true);
    expect(mayPreviewVersions(site(true), { role: 'broker', memberId: 3 }, 'article')).toBe(false);
  });

  it('the executive officer, a broker, sees what they decide', () => {
    expect(mayPreviewVersions(site(false, 3), { role: 'broker', memberId: 3 }, 'article')).toBe(true);
    expect(mayPreviewVersions(site(false, 3), { role: 'broker', memberId: 4 }, 'article')).toBe(false);
  });

  it('reads the sides of the address: a version, draft, live, a submission; anything else is no side', () => {
    expect(['3', 'draft', 'live', 'submission-12', 'submission-0', 'x', undefined].map((raw) => parsePreviewRef(raw))).toEqual([3, 'draft', 'live', { submission: 12 }, null, null, null]);
  });
});
