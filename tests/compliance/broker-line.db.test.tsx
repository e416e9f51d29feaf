import { SITE_TIME_ZONE } from '@/lib/format/date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { ListingCard } from '@/blocks/shared/listing-card/ListingCard';
import { popupHtml } from '@/blocks/property-search-results-block/map/popup-html';
import { addMonths } from '@/lib/compliance/photo-age';
import type { Database } from '@/lib/db/types';
import { quebecDay } from '@/lib/format/date';
import { defaultFilters } from '@/lib/listings/filters';
import { listingsPage, listingTooltip } from '@/lib/listings/service';
import { getMember, listEditorMembers } from '@/lib/members/queries';
import { loadMessages } from '@/locales';
import { openDemoDb } from '../helpers/demo-db';

/**
 * Rule mentions on listing cards: each card and map popup carries the listing broker's name
 * and licence title, then the agency of the site advertising it with its designation, from
 * the data (listing_details.broker, sites.advertising), in the page's language. Rule
 * photo_recent on public pages: a broker photo of 5 years or more is not read by the public
 * reads (the cards fall back to initials); the workspace still reads it to replace it.
 */
let db: Database;
beforeAll(async () => {
  db = await openDemoDb();
}, 180_000);
afterAll(() => db?.close());

const agencyOf = async (site: string) => (await db.query<{ name: string }>(`select advertising->>'agency_name' as name from sites where id = $1`, [site]))[0]!.name;

describe('the broker line of listing cards', () => {
  it.each([
    ['fr', 'agence immobilière'],
    ['en', 'real estate agency'],
  ] as const)('%s: every card of the first page names its broker, their title and the agency with its designation', async (locale, designation) => {
    const agency = await agencyOf('demo-broker');
    expect(agency).not.toBe('');
    const { propertiesListing: items } = await listingsPage(db, defaultFilters(), { locale });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.broker_mentions, String(item.uls)).toHaveLength(2);
      expect(item.broker_mentions![0]).toMatch(/^[^,]+, \S/);
      expect(item.broker_mentions![1]).toBe(`${agency}, ${designation}`);
    }
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale={locale} timeZone={SITE_TIME_ZONE} messages={loadMessages(locale)}>
        <ListingCard listing={items[0]!} locale={locale} />
      </NextIntlClientProvider>,
    );
    expect(html).toContain('data-broker-line');
    expect(html).toContain(`${agency}, ${designation}`);
    const tooltip = await listingTooltip(db, items[0]!.uls, locale);
    const popup = popupHtml(tooltip, locale, { loading: '', unavailable: '', bedrooms: String, bathrooms: String });
    expect(popup).toContain(items[0]!.broker_mentions![0]!.replace(/'/g, '&#39;'));
    expect(popup).toContain(`${agency}, ${designation}`);
  });
});

describe('a broker photo of 5 years or more is not shown on public pages', () => {
  it('the public read drops it the day it turns 5 (cards show initials); the workspace still has it', async () => {
    const [broker] = (await listEditorMembers(db, 'demo-broker')).filter((m) => m.kind === 'broker' && m.avatar);
    expect(broker).toBeDefined();
    await db.query('update members set photo_taken_on = $2 where id = $1', [broker!.id, addMonths(quebecDay(), -59)]);
    expect((await getMember(db, 'demo-broker', broker!.slug))?.avatar).not.toBeNull();
    await db.query('update members set photo_taken_on = $2 where id = $1', [broker!.id, addMonths(quebecDay(), -60)]);
    expect((await getMember(db, 'demo-broker', broker!.slug))?.avatar).toBeNull();
    expect((await listEditorMembers(db, 'demo-broker')).find((m) => m.id === broker!.id)?.avatar).not.toBeNull();
  });
});
