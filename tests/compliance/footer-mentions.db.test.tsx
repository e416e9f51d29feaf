import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderToReadableStream } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { SiteChrome } from '@/components/page/SiteChrome';
import { blockContextForSite } from '@/components/page/block-context';
import { findSiteById, type Site } from '@/lib/sites/sites';
import { photoStatus } from '@/lib/compliance/photo-age';
import { missingSiteMentions } from '@/lib/compliance/site-mentions';
import type { Database } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import { listLicensedPeople, listEditorMembers } from '@/lib/members/queries';
import { clientSnapshotFromSite } from '@/lib/site/client-site-data';
import { loadMessages } from '@/locales';
import { openDemoDb } from '../helpers/demo-db';
import { SITE_TIME_ZONE } from '@/lib/format/date';

/**
 * Rule mentions on the demo sites: the chrome renders, under the footer blocks of every page,
 * the broker's name as on the licence and title (broker site) and the agency's name followed
 * by its designation, from the site's data; the demo data passes the mentions and photo rules.
 */
let db: Database;
const current: { site: Site | null } = { site: null };

vi.mock('@/lib/db', async () => ({ getDb: async () => db, getDatabaseId: async () => 'test' }));
vi.mock('@/lib/sites/request-site', async (original) => ({ ...(await original<object>()), getRequestSite: async () => current.site }));
// SiteChrome hands its islands their messages through a provider whose locale Next infers
// from the request; here the outer provider of the test has the locale and the messages.
vi.mock('next-intl', async (original) => {
  const intl = await original<typeof import('next-intl')>();
  const Provider = (props: Parameters<typeof intl.NextIntlClientProvider>[0]) =>
    props.locale ? <intl.NextIntlClientProvider {...props} /> : <>{props.children}</>;
  return { ...intl, NextIntlClientProvider: Provider };
});

beforeAll(async () => {
  db = await openDemoDb();
}, 120_000);
afterAll(async () => db.close());

async function chromeHtml(siteId: string, locale: Locale): Promise<string> {
  const site = (await findSiteById(db, siteId))!;
  current.site = site;
  const stream = await renderToReadableStream(
    <NextIntlClientProvider locale={locale} timeZone={SITE_TIME_ZONE} messages={loadMessages(locale)}>
      <SiteChrome ctx={blockContextForSite(site, locale, [])} header={[]} footer={site.footer} tags={[]} snapshot={clientSnapshotFromSite(site)}>
        <p>page</p>
      </SiteChrome>
    </NextIntlClientProvider>,
  );
  await stream.allReady;
  return new Response(stream).text();
}

/** The mentions section's text, after the footer. */
function mentionsOf(html: string): string {
  const at = html.indexOf('data-advertising-mentions');
  expect(at, 'the mentions section is rendered').toBeGreaterThan(html.indexOf('<footer'));
  return html.slice(at, html.indexOf('</section>', at)).replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, '’');
}

describe('mentions in the server-rendered footer of the demo sites', () => {
  it.each([
    ['fr', 'Julie Tremblay, courtière immobilière résidentielle', 'Groupe Courtier Immobilier, agence immobilière'],
    ['en', 'Julie Tremblay, residential real estate broker', 'Groupe Courtier Immobilier, real estate agency'],
  ] as const)('broker site, %s: the broker as on the licence and the agency with its designation', async (locale, broker, agency) => {
    const text = mentionsOf(await chromeHtml('demo-broker', locale));
    expect(text).toContain(broker);
    expect(text).toContain(agency);
  });

  it.each([
    ['fr', 'Agence Immobilière Laurentides, agence immobilière'],
    ['en', 'Agence Immobilière Laurentides, real estate agency'],
  ] as const)('agency site, %s: the agency with its designation, no broker', async (locale, agency) => {
    const text = mentionsOf(await chromeHtml('demo-agency', locale));
    expect(text).toContain(agency);
    expect(text).not.toContain('Julie Tremblay');
  });

  it('the broker shows under the name as on the licence once it differs from their name', async () => {
    await db.query(`update members set licence_name = 'Julie Tremblay-Roy' where site_id = 'demo-broker' and slug = 'julie-tremblay'`);
    try {
      expect(mentionsOf(await chromeHtml('demo-broker', 'fr'))).toContain('Julie Tremblay-Roy, courtière immobilière résidentielle');
    } finally {
      await db.query(`update members set licence_name = '' where site_id = 'demo-broker' and slug = 'julie-tremblay'`);
    }
  });
});

/** What a site lacks for its mentions, its e-mails' postal address included. */
async function missingFields(siteId: string) {
  const site = (await findSiteById(db, siteId))!;
  return (await missingSiteMentions(db, site, await listLicensedPeople(db, siteId))).map((m) => m.field);
}

describe('the demo content passes the rules', () => {
  it.each(['demo-broker', 'demo-agency'])('%s: nothing missing for the mentions', async (siteId) => {
    expect(await missingFields(siteId)).toEqual([]);
  });

  it.each(['demo-broker', 'demo-agency'])('%s: every photo is recent', async (siteId) => {
    const today = new Date().toISOString().slice(0, 10);
    const members = await listEditorMembers(db, siteId);
    expect(members.length).toBeGreaterThan(0);
    expect(members.filter((m) => photoStatus(m.photo_taken_on, today) !== 'ok').map((m) => m.slug)).toEqual([]);
  });

  it('a site whose agency is not set up is reported, naming what is missing', async () => {
    // The maintenance demo site is a team's site with no identity and no members.
    const site = (await findSiteById(db, 'demo-maintenance'))!;
    expect(site.type).not.toBe('broker');
    expect(await missingFields(site.id)).toEqual(['agency_name', 'agency_licence_number', 'executive_officer', 'postal_address']);
  });
});
