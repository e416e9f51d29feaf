import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Database } from '@/lib/db/types';
import { SITE_TIME_ZONE } from '@/lib/format/date';
import { saveManualListing } from '@/lib/listings/sources/manual';
import { requestChanges } from '@/lib/review/decide';
import { reviewQueue } from '@/lib/review/queue';
import { saveReviewSettings } from '@/lib/review/settings';
import { submitSaleAuthorisation } from '@/lib/review/submit';
import { loadMessages } from '@/locales';
import { openTestDb } from '../helpers/db';
import { openBrokerSite, type BrokerSite } from '../helpers/broker-site';

/**
 * A sold listing's authorisation under review, as the broker and the reviewer see it: the
 * listing's page says the change waits for approval, then what the reviewer asked, with the
 * steps; the queue's card names the listing's sale and links to the listing.
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

/** The sale authorisation form of the listing's page (its second part, after the listing editor). */
async function saleFormHtml(token: string, lang: 'fr' | 'en'): Promise<string> {
  current.cookie = token;
  const main = (await EditListingPage({ params: Promise.resolve({ uls: String(uls) }), searchParams: Promise.resolve({ lang }) })) as ReactElement<{ children: ReactElement[] }>;
  const form = [main.props.children].flat()[1]!;
  return renderToStaticMarkup(form);
}

beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  ({ members, tokens } = await openBrokerSite(db));
  const saved = await saveManualListing(db, 'broker', null, {
    transaction: 'sale', type: 'maison', status: 'sold', price: 410_000, close_price: 402_000, close_date: '2026-10-01', street: '12, rue des Érables', mun_code: '65005',
    postal_code: 'H7N 1A1', lat: 45.57, lng: -73.7, description: { fr: 'Maison', en: 'House' }, broker_ids: [members.julie], contract_start: '2026-03-01', contract_end: '2026-12-31',
  } as never);
  if (!saved.ok) throw new Error(saved.error);
  uls = saved.uls;
  await saveReviewSettings(db, 'broker', { brokers: true, editors: false });
});
afterAll(() => db.close());

describe('a sale authorisation under review, on screen', () => {
  it('the listing’s page says it waits for approval, in French and English', async () => {
    expect(await saleFormHtml(tokens.julie, 'fr')).not.toContain('En attente d’approbation');
    const julie = (await db.query<{ id: number }>("select id from editors where email = 'julie@courtier.ca'"))[0]!;
    await submitSaleAuthorisation(db, 'broker', uls, { id: Number(julie.id), name: 'Julie' }, { advertise: true, disclose_price: true, authorised_on: '2026-10-02' });
    expect(await saleFormHtml(tokens.julie, 'fr')).toContain('En attente d’approbation');
    expect(await saleFormHtml(tokens.julie, 'en')).toContain('Waiting for approval');
  });

  it('the queue’s card names the listing’s sale, shows what changes and links to the listing', async () => {
    const entries = await reviewQueue(db, 'broker');
    const html = (locale: 'fr' | 'en') =>
      renderToStaticMarkup(
        <NextIntlClientProvider locale={locale} messages={loadMessages(locale)} timeZone={SITE_TIME_ZONE}>
          <ReviewQueue entries={entries} viewerId={0} />
        </NextIntlClientProvider>,
      );
    expect(html('fr')).toContain('Vente d’une inscription');
    expect(html('fr')).toContain('Les parties autorisent à divulguer le prix');
    expect(html('fr')).toContain(`href="/qa/listings/${uls}?lang=fr"`);
    expect(html('en')).toContain('Sale of a listing');
  });

  it('after a request for changes, the page shows the reviewer’s comment and the steps', async () => {
    const [entry] = await reviewQueue(db, 'broker');
    const edith = (await db.query<{ id: number }>("select id from editors where email = 'edith@agence.ca'"))[0]!;
    await requestChanges(db, { id: 'broker' }, entry!.submission.id, { id: Number(edith.id), name: 'Edith', role: 'site_admin', memberId: null }, 'Joignez l’autorisation signée');
    const html = await saleFormHtml(tokens.julie, 'fr');
    expect(html).toContain('Joignez l’autorisation signée');
    expect(html).toContain('Modifications demandées');
    expect(html).toContain('Soumis');
  });
});
