import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createEditor } from '@/lib/auth/editors';
import { setSiteRole } from '@/lib/auth/roles';
import { createSession } from '@/lib/auth/session';
import type { Database } from '@/lib/db/types';
import { saveManualListing } from '@/lib/listings/sources/manual';
import { saveReviewSettings } from '@/lib/review/settings';
import { submitListing } from '@/lib/review/submit';
import { openTestDb } from '../helpers/db';
import { openBrokerSite, type BrokerSite } from '../helpers/broker-site';
import { statusOf } from '../helpers/page-mocks';

/**
 * A listing's versions on screen: the panel of its edit screen (versions, the pages'
 * comparison, restore), "Withdraw submission" for the author of a waiting submission, and the
 * side-by-side preview rendered by the public listing page, seen only by whoever may compare
 * the listing's versions or decide its submissions.
 */

const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
const current = vi.hoisted(() => ({ cookie: '' }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));
vi.mock('@/lib/sites/request-site', async (original) => {
  const { findSiteByDomain } = await import('@/lib/sites/sites');
  return { ...(await original<object>()), getRequestSite: async () => findSiteByDomain(await testDb.current!, 'broker.test') };
});
vi.mock('next/headers', async () => (await import('../helpers/page-mocks')).requestHeaders(current));
vi.mock('next/navigation', async (original) => ({
  ...(await (await import('../helpers/page-mocks')).interruptingNavigation(original)),
  useRouter: () => ({ push: () => undefined, refresh: () => undefined }),
}));
vi.mock('next-intl/server', async (original) => (await import('../helpers/page-mocks')).keyTranslations(original));

const EditListingPage = (await import('@/app/qa/listings/[uls]/page')).default;
const VersionsPreview = (await import('@/app/qa/listings/[uls]/versions/preview/page')).default;

let db: Database;
let members: BrokerSite['members'];
let tokens: BrokerSite['tokens'] & { marc: string; admin: string };
let uls = 0;

const listing = (over: Record<string, unknown> = {}) => ({
  transaction: 'sale', type: 'maison', status: 'active', price: 410_000, street: '12, rue des Érables', mun_code: '65005', postal_code: 'H7N 1A1',
  lat: 45.57, lng: -73.7, bedrooms: 3, description: { fr: 'Maison lumineuse', en: 'Bright house' }, broker_ids: [members.julie], contract_start: '2026-01-05', contract_end: '2099-01-04',
  ...over,
});

/** The listing editor of the page, rendered (an async server component: rendered by calling it). */
async function editorHtml(token: string, lang: 'fr' | 'en'): Promise<string> {
  current.cookie = token;
  const main = (await EditListingPage({ params: Promise.resolve({ uls: String(uls) }), searchParams: Promise.resolve({ lang }) })) as ReactElement<{ children: ReactElement<Record<string, unknown>>[] }>;
  const editor = [main.props.children].flat()[0]!;
  return renderToStaticMarkup((await (editor.type as (props: unknown) => Promise<ReactElement>)(editor.props)) as ReactElement);
}

const preview = (token: string, query: Record<string, string>, id = uls) => {
  current.cookie = token;
  return VersionsPreview({ params: Promise.resolve({ uls: String(id) }), searchParams: Promise.resolve(query) });
};

beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  const site = await openBrokerSite(db);
  members = site.members;
  const marc = await createEditor(db, { email: 'marc@courtier.ca', name: 'Marc', password: 'un mot de passe assez long' });
  await setSiteRole(db, marc!.id, 'broker', 'broker', members.marc);
  const admin = await createEditor(db, { email: 'admin@agence.ca', name: 'Alice Admin', password: 'un mot de passe assez long' });
  await setSiteRole(db, admin!.id, 'broker', 'site_admin');
  tokens = { ...site.tokens, marc: (await createSession(db, marc!.id)).token, admin: (await createSession(db, admin!.id)).token };
  for (const over of [{}, { price: 389_000, description: { fr: 'Maison rénovée', en: 'Renovated house' } }]) {
    const saved = await saveManualListing(db, 'broker', uls || null, listing(over) as never, new Date(), 'Julie');
    if (!saved.ok) throw new Error(saved.error);
    uls = saved.uls;
  }
});
afterAll(() => db.close());

describe('the versions panel of the listing edit screen', () => {
  it('lists the versions with the comparison against the current listing and “Restaurer cette version”, in French', async () => {
    const html = await editorHtml(tokens.julie, 'fr');
    expect(html).toContain('Versions de l’inscription');
    expect(html.match(/Restaurer cette version/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Restaurer la version 1"');
    expect(html).toContain('Comparer deux versions');
    expect(html).toContain('Inscription actuelle');
    // The pages' comparison, pointed at the listing's compare route and side-by-side preview.
    expect(html).toContain(`href="/qa/listings/${uls}/versions/preview?from=2&amp;to=current&amp;content=fr&amp;lang=fr"`);
  });

  it('says the same in English', async () => {
    const html = await editorHtml(tokens.julie, 'en');
    expect(html).toContain('Listing versions');
    expect(html.match(/Restore this version/g)).toHaveLength(2);
    expect(html).toContain('Compare with the current listing');
    expect(html).toContain('Current listing');
  });

  it('where the broker is reviewed, says a restore will be submitted, and offers the author “Retirer la soumission” while it waits', async () => {
    await saveReviewSettings(db, 'broker', { brokers: true, editors: false });
    expect(await editorHtml(tokens.julie, 'fr')).toContain('elle sera soumise pour approbation');
    expect(await editorHtml(tokens.julie, 'fr')).not.toContain('Retirer la soumission');
    const julie = (await db.query<{ id: number }>("select id from editors where email = 'julie@courtier.ca'"))[0]!;
    const sent = await submitListing(db, 'broker', uls, { id: Number(julie.id), name: 'Julie' }, listing({ price: 379_000 }) as never);
    expect(sent.submitted).toBe(true);
    expect(await editorHtml(tokens.julie, 'fr')).toContain('Retirer la soumission');
    expect(await editorHtml(tokens.julie, 'en')).toContain('Withdraw the submission');
    // Someone else on the listing sees it wait, without a button the route would refuse them.
    const editor = await editorHtml(tokens.editor, 'fr');
    expect(editor).toContain('En attente d’approbation');
    expect(editor).not.toContain('Retirer la soumission');
  });
});

describe('the side-by-side preview of two listing versions', () => {
  it('renders each version with the public listing page, in the content language asked', async () => {
    const fr = renderToStaticMarkup((await preview(tokens.julie, { from: '1', to: 'current', content: 'fr', lang: 'fr' })) as ReactElement);
    const [a, b] = fr.split('data-testid="preview-side-b"');
    expect(a).toContain('Maison lumineuse');
    expect(a).toMatch(/410[\s\u202f\u00a0]000/);
    expect(b).toContain('Maison rénovée');
    expect(b).toMatch(/389[\s\u202f\u00a0]000/);
    const en = renderToStaticMarkup((await preview(tokens.julie, { from: '1', to: '2', content: 'en', lang: 'en' })) as ReactElement);
    expect(en).toContain('Bright house');
    expect(en).toContain('Renovated house');
    // A trial save renders a version: nothing of it stays.
    expect((await db.query<{ price: number }>('select price from listings where uls = $1', [uls]))[0]!.price).toBe(389_000);
  });

  it('renders the waiting submission beside the current listing for the site admin (the review queue’s link)', async () => {
    const submission = (await db.query<{ id: number }>("select id from review_steps where item_kind = 'listing' and step = 'submitted' order by id desc limit 1"))[0]!;
    const html = renderToStaticMarkup((await preview(tokens.admin, { from: 'current', to: `submission-${submission.id}`, content: 'fr' })) as ReactElement);
    expect(html).toMatch(/379[\s\u202f\u00a0]000/);
  });

  it('is refused to a broker not on the listing (403), and unknown for a version, a side or a listing that is not this site’s (404)', async () => {
    expect(await statusOf(preview(tokens.marc, { from: '1', to: 'current' }))).toBe(403);
    expect(await statusOf(preview(tokens.editor, { from: '1', to: 'current' }))).toBe(200);
    expect(await statusOf(preview(tokens.julie, { from: '9', to: 'current' }))).toBe(404);
    expect(await statusOf(preview(tokens.julie, { from: 'live', to: 'current' }))).toBe(404);
    expect(await statusOf(preview(tokens.julie, { from: 'submission-999', to: 'current' }))).toBe(404);
    const [agent] = await db.query<{ id: number }>("insert into members (site_id, slug, kind, name) values ('agency', 'paul', 'broker', 'Paul') returning id");
    const elsewhere = await saveManualListing(db, 'agency', null, listing({ broker_ids: [Number(agent!.id)] }) as never);
    if (!elsewhere.ok) throw new Error(elsewhere.error);
    expect(await statusOf(preview(tokens.admin, { from: '1', to: 'current' }, elsewhere.uls))).toBe(404);
  });
});
