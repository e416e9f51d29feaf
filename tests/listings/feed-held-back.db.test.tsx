import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { ComplianceScreen } from '@/builder/compliance/ComplianceScreen';
import { FeedsScreen } from '@/builder/feeds/FeedsScreen';
import { complianceReport } from '@/lib/compliance/report';
import type { Database } from '@/lib/db/types';
import { SITE_TIME_ZONE } from '@/lib/format/date';
import type { Locale } from '@/lib/i18n/locales';
import { insertMunicipalities } from '@/lib/listings/insert';
import { MUNICIPALITIES } from '@/lib/listings/municipalities-data';
import { createFeed, feedsWithRuns, listRuns } from '@/lib/listings/sources/feeds';
import { runFeed } from '@/lib/listings/sources/runner';
import { loadMessages } from '@/locales';
import { openTestDb } from '../helpers/db';
import { ResoFixture, ResoServer } from '../helpers/reso-server';

// The screens' words as the workspace gets them (locales/<lang>/*.json).
vi.mock('next-intl/server', async (original) => ({
  ...(await original<object>()),
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
    createTranslator({ locale, messages: loadMessages(locale), namespace: namespace as never }),
}));
vi.mock('next/navigation', async (original) => ({ ...(await original<object>()), useRouter: () => ({ refresh() {}, push() {} }) }));

/*
 * A RESO import records, per run, the listings it brought that an advertising rule keeps off
 * the public site and which rule: an active listing whose brokerage contract has not started
 * or has ended (listing_contract), a sold one whose sale was not authorised, or whose price
 * was not (sold_authorisation). The feed's screen and the compliance report show them, in
 * French and English.
 */

const PORT = 3763;
const TUNING = { timeoutMs: 1500, backoffMs: 20, maxRetries: 4, photos: { copy: false } };
// 1 May 2026, noon in Montréal: the run's Québec day is 2026-05-01.
const NOW = () => new Date(Date.UTC(2026, 4, 1, 16));

let db: Database;
let fixture: ResoFixture;
let server: ResoServer;
let feedId: number;

const run = () => runFeed(db, feedId, { trigger: 'cli', tuning: TUNING, now: NOW, invalidate: () => undefined });
const ulsOf = async (key: string) =>
  Number((await db.query<{ uls: number }>('select uls from listings where feed_id = $1 and source_key = $2', [feedId, key]))[0]!.uls);
const recorded = async (runId: number) =>
  db.query<{ source_key: string; rule: string; reason: string }>('select source_key, rule, reason from feed_held_back where run_id = $1 order by source_key', [runId]);

beforeAll(async () => {
  db = await openTestDb();
  await insertMunicipalities(db, MUNICIPALITIES);
  await db.query("insert into sites (id, key, name) values ('s1', 'key-s1', 'Site 1')");
  fixture = new ResoFixture({ count: 40, seed: 11, photosPerListing: 1 });
  // Three active listings: a contract that starts after the run's day, one that ended before
  // it, one that runs through it.
  fixture.update('L100000', { StandardStatus: 'Active', ClosePrice: null, CloseDate: null, ListingContractDate: '2026-05-02', ExpirationDate: '2026-11-01' });
  fixture.update('L100001', { StandardStatus: 'Active', ClosePrice: null, CloseDate: null, ListingContractDate: '2025-10-01', ExpirationDate: '2026-04-30' });
  fixture.update('L100002', { StandardStatus: 'Active', ClosePrice: null, CloseDate: null, ListingContractDate: '2026-05-01', ExpirationDate: '2026-05-01' });
  server = new ResoServer(fixture, { port: PORT });
  await server.start();
  feedId = await createFeed(db, 's1', { kind: 'reso', name: 'Flux Centris', url: `${server.url}/odata`, token_url: `${server.url}/token`, client_id: 'test-client', client_secret: 'test-secret', page_size: 100 });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await db?.close();
});

describe('a feed import records what the advertising rules held back', () => {
  let firstRun = 0;

  it('records, for the run, each listing outside its contract and each sold one not authorised, with its rule', async () => {
    const outcome = await run();
    expect(outcome).toMatchObject({ status: 'ok', error: null });
    firstRun = (outcome as { runId: number }).runId;
    // From the feed: nothing records an authorisation for a feed's sold listing, so every sold one is held back.
    const sold = [...fixture.properties.values()].filter((p) => p.StandardStatus === 'Closed').map((p) => String(p.ListingKey));
    expect(sold.length).toBeGreaterThan(0);
    const expected = [
      { source_key: 'L100000', rule: 'listing_contract', reason: 'contract_before' },
      { source_key: 'L100001', rule: 'listing_contract', reason: 'contract_ended' },
      ...sold.map((key) => ({ source_key: key, rule: 'sold_authorisation', reason: 'sale_not_authorised' })),
    ].sort((a, b) => a.source_key.localeCompare(b.source_key));
    expect(await recorded(firstRun)).toEqual(expected);
    expect((await listRuns(db, feedId))[0]).toMatchObject({ id: firstRun, held_back: expected.length });
  });

  it('a later run records what it brought: a sold listing whose sale, not its price, is now authorised', async () => {
    const key = [...fixture.properties.values()].find((p) => p.StandardStatus === 'Closed')!.ListingKey as string;
    await db.query("update listings set sale_ad_authorised = true, sale_price_authorised = false, sale_authorised_on = '2026-04-30' where feed_id = $1 and source_key = $2", [feedId, key]);
    fixture.update(key, { ClosePrice: 512_000 });
    fixture.update('L100002', { ListPrice: 399_000 });
    const outcome = await run();
    const runId = (outcome as { runId: number }).runId;
    expect(await recorded(runId)).toEqual([{ source_key: key, rule: 'sold_authorisation', reason: 'price_not_authorised' }]);
    expect((await listRuns(db, feedId))[0]).toMatchObject({ id: runId, held_back: 1 });
    // The first run's record stays with it.
    expect((await recorded(firstRun)).length).toBeGreaterThan(1);
  });

  it.each([
    ['fr', 'Propriétés vendues', 'vendue, prix non autorisé (« Vendu » sans le prix)', 'Inscriptions retenues par une règle publicitaire'],
    ['en', 'Sold properties', 'sold, price not authorised (“Sold” without the price)', 'Listings an advertising rule held back'],
  ] as const)('the feed’s screen and the compliance report show it (%s)', async (locale, ruleName, reason, title) => {
    const key = (await recorded((await listRuns(db, feedId))[0]!.id))[0]!.source_key;
    const uls = await ulsOf(key);
    const feeds = await feedsWithRuns(db, 's1');
    const screen = renderToStaticMarkup(
      <NextIntlClientProvider locale={locale} timeZone={SITE_TIME_ZONE} messages={loadMessages(locale)}>
        {await FeedsScreen({ feeds, locale })}
      </NextIntlClientProvider>,
    );
    const heldBack = screen.slice(screen.indexOf('data-testid="feed-held-back"'));
    expect(heldBack).toContain(title);
    expect(heldBack).toContain(`href="/qa/listings/${uls}?lang=${locale}"`);
    expect(heldBack).toContain(reason.replace(/"/g, '&quot;'));

    const report = await complianceReport(db, 's1', '2026-05-01');
    expect(report.heldBack).toMatchObject({ total: 1, items: [{ uls, feed: 'Flux Centris', rule: 'sold_authorisation', reason: 'price_not_authorised' }] });
    const page = renderToStaticMarkup(<ComplianceScreen report={report} showSite={false} locale={locale} />);
    const section = page.slice(page.indexOf('data-testid="compliance-held-back"'));
    expect(section).toContain(`href="/qa/listings/${uls}?lang=${locale}"`);
    expect(section).toContain(ruleName);
    expect(section).toContain(reason.replace(/"/g, '&quot;'));
  });
});
