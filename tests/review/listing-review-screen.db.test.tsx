import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Database } from '@/lib/db/types';
import { saveManualListing } from '@/lib/listings/sources/manual';
import { saveReviewSettings } from '@/lib/review/settings';
import { reviewQueue } from '@/lib/review/queue';
import { submitListing } from '@/lib/review/submit';
import { SITE_TIME_ZONE } from '@/lib/format/date';
import { loadMessages } from '@/locales';
import { openTestDb } from '../helpers/db';
import { openBrokerSite, type BrokerSite } from '../helpers/broker-site';

/**
 * The listing form where a broker's publishing is reviewed: its button submits for approval,
 * and a listing with a submission waiting says so; an editor (not reviewed) still saves.
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
const { ReviewQueue } = await import('@/builder/review/ReviewQueue.client');

let db: Database;
let members: BrokerSite['members'];
let tokens: BrokerSite['tokens'];
let uls = 0;

/** The listing editor of the page, rendered (an async server component: rendered by calling it). */
async function editorHtml(token: string, lang: 'fr' | 'en'): Promise<string> {
  current.cookie = token;
  const main = (await EditListingPage({ params: Promise.resolve({ uls: String(uls) }), searchParams: Promise.resolve({ lang }) })) as ReactElement<{ children: ReactElement<Record<string, unknown>>[] }>;
  const editor = [main.props.children].flat()[0]!;
  return renderToStaticMarkup((await (editor.type as (props: unknown) => Promise<ReactElement>)(editor.props)) as ReactElement);
}

beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  ({ members, tokens } = await openBrokerSite(db));
  const saved = await saveManualListing(db, 'broker', null, {
    transaction: 'sale', type: 'maison', status: 'active', price: 410_000, street: '12, rue des Érables', mun_code: '65005', postal_code: 'H7N 1A1',
    lat: 45.57, lng: -73.7, bedrooms: 3, description: { fr: 'Maison', en: 'House' }, broker_ids: [members.julie], contract_start: '2026-01-05', contract_end: '2099-01-04',
  } as never);
  if (!saved.ok) throw new Error(saved.error);
  uls = saved.uls;
  await saveReviewSettings(db, 'broker', { brokers: true, editors: false });
});
afterAll(() => db.close());

describe('the listing form under review', () => {
  it('offers a reviewed broker “Soumettre pour approbation” / “Submit for approval”, an editor “Enregistrer”', async () => {
    expect(await editorHtml(tokens.julie, 'fr')).toContain('Soumettre pour approbation');
    expect(await editorHtml(tokens.julie, 'en')).toContain('Submit for approval');
    const editor = await editorHtml(tokens.editor, 'fr');
    expect(editor).not.toContain('Soumettre pour approbation');
    expect(editor).toContain('Enregistrer');
  });

  it('says the listing waits for approval once submitted', async () => {
    expect(await editorHtml(tokens.julie, 'fr')).not.toContain('En attente d’approbation');
    const input = (await db.query<{ input: never }>("select source_data->'input' as input from listing_details where uls = $1", [uls]))[0]!.input;
    await submitListing(db, 'broker', uls, { id: 1, name: 'Julie' }, { ...(input as object), price: 399_000 } as never);
    expect(await editorHtml(tokens.julie, 'fr')).toContain('En attente d’approbation');
    expect(await editorHtml(tokens.julie, 'en')).toContain('Waiting for approval');
  });

  it('the review queue’s card names the listing by its address, shows the price change, links to the listing and to both side by side', async () => {
    const entries = await reviewQueue(db, 'broker');
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="fr" messages={loadMessages('fr')} timeZone={SITE_TIME_ZONE}>
        <ReviewQueue entries={entries} viewerId={0} />
      </NextIntlClientProvider>,
    );
    expect(html).toContain('12, rue des Érables');
    expect(html).toContain(`href="/qa/listings/${uls}?lang=fr"`);
    expect(html).toContain('399000');
    expect(html).toContain(`href="/qa/listings/${uls}/versions/preview?from=current&amp;to=submission-${entries[0]!.submission.id}&amp;content=fr&amp;lang=fr"`);
  });
});
