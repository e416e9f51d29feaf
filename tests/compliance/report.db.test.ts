import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportCsv } from '@/builder/compliance/report-text';
import { addMonths } from '@/lib/compliance/photo-age';
import { complianceReport } from '@/lib/compliance/report';
import type { Database } from '@/lib/db/types';
import { quebecDay } from '@/lib/format/date';
import { openDemoDb } from '../helpers/demo-db';

/**
 * /qa/compliance's report: on a fresh demo nothing breaks a rule (0 blocking items, no
 * warning); each kind of breach then shows as an item of its rule, with the workspace page
 * that fixes it, counted, and in the CSV; fixed, it is gone. (Who may open the screen and
 * download the CSV: tests/access/access-table.db.test.ts.)
 */
let db: Database;
const today = quebecDay();
const SITE = 'demo-broker';

beforeAll(async () => {
  db = await openDemoDb();
}, 180_000);
afterAll(() => db?.close());

describe('the compliance report', () => {
  it('shows 0 blocking items on a fresh demo, for each site and across sites; the open sites have no warning either', async () => {
    for (const site of [SITE, 'demo-agency']) {
      const report = await complianceReport(db, site, today);
      expect(report.items, site).toEqual([]);
      expect(report.counts.map((c) => c.rule)).toEqual(['mentions', 'figure_source', 'french_first', 'privacy_officer', 'photo_recent', 'listing_contract', 'sold_authorisation', 'testimonial_consent']);
    }
    const all = await complianceReport(db, null, today);
    expect(all.blocking).toBe(0);
    // The site in maintenance publishes nothing: what it lacks (its agency is not set up, no office) is a warning until it reopens.
    expect(all.items.map((i) => [i.siteId, i.rule, i.severity, i.problem])).toEqual([
      ['demo-maintenance', 'mentions', 'warn', 'mentions.agency_name'],
      ['demo-maintenance', 'mentions', 'warn', 'mentions.agency_licence_number'],
      ['demo-maintenance', 'mentions', 'warn', 'mentions.executive_officer'],
      ['demo-maintenance', 'mentions', 'warn', 'mentions.postal_address'],
      ['demo-maintenance', 'privacy_officer', 'warn', 'privacy.officer_missing'],
    ]);
  });

  it('lists each breach under its rule with the page that fixes it, counts it, and drops it once fixed', async () => {
    const [julie] = await db.query<{ id: number; name: string; photo_taken_on: string }>(
      "select id, name, photo_taken_on::text as photo_taken_on from members where site_id = $1 and kind = 'broker' and avatar is not null order by id limit 1",
      [SITE],
    );
    const [active] = await db.query<{ uls: number; street: string }>("select uls, street from listings where source = 'demo' and status = 'active' order by uls limit 1");
    const [sold] = await db.query<{ uls: number }>("select uls from listings where source = 'demo' and status = 'sold' order by uls limit 1");
    const [page] = await db.query<{ id: number; published: unknown }>('select id, published from pages where site_id = $1 and published is not null order by id limit 1', [SITE]);
    const advertising = (await db.query<{ advertising: Record<string, unknown> }>('select advertising from sites where id = $1', [SITE]))[0]!.advertising;

    await db.query('update members set photo_taken_on = $2 where id = $1', [julie!.id, addMonths(today, -60)]);
    await db.query('update listings set contract_end = $2 where uls = $1', [active!.uls, addMonths(today, -1)]);
    await db.query('update listings set sale_authorised_on = null, sale_ad_authorised = false where uls = $1', [sold!.uls]);
    const broken = [
      { id: 'stats-x', block_type: 'statistics_block', block_params: {}, fields: { statistics_repeater: [{ main_title: { fr: '21 jours' } }] } },
      { id: 'quotes-x', block_type: 'testimonials_list_block', block_params: {}, fields: { testimonials_repeater: [{ author_name: 'A', description: { fr: 'Bien.' }, consent_method: 'email' }] } },
    ];
    await db.query("update pages set published = jsonb_set(published, '{content}', (published->'content') || $2::jsonb) where id = $1", [page!.id, JSON.stringify(broken)]);
    await db.query("update sites set advertising = advertising - 'agency_licence_number' where id = $1", [SITE]);

    const report = await complianceReport(db, SITE, today);
    const by = (rule: string) => report.items.filter((i) => i.rule === rule).map((i) => ({ problem: i.problem, fix: i.fix, severity: i.severity }));
    expect(by('photo_recent')).toEqual([{ problem: 'photo.block', fix: '/qa/members', severity: 'block' }]);
    expect(by('listing_contract')).toEqual([{ problem: 'listing.contract_ended', fix: `/qa/listings/${active!.uls}`, severity: 'block' }]);
    expect(by('sold_authorisation')).toEqual([{ problem: 'listing.sale_not_recorded', fix: `/qa/listings/${sold!.uls}`, severity: 'block' }]);
    expect(by('figure_source')).toEqual([
      { problem: 'figure.source', fix: `/qa/pages/${page!.id}/edit`, severity: 'block' },
      { problem: 'figure.source_date', fix: `/qa/pages/${page!.id}/edit`, severity: 'block' },
    ]);
    expect(by('testimonial_consent')).toEqual([{ problem: 'testimonial.consent_date', fix: `/qa/pages/${page!.id}/edit`, severity: 'block' }]);
    expect(by('mentions')).toEqual([{ problem: 'mentions.agency_licence_number', fix: '/qa/general-settings', severity: 'block' }]);
    expect(report.blocking).toBe(7);
    expect(report.counts.find((c) => c.rule === 'figure_source')).toEqual({ rule: 'figure_source', block: 2, warn: 0 });
    // The other site's report does not carry this site's items; the platform's names the site.
    expect((await complianceReport(db, 'demo-agency', today)).items.filter((i) => i.siteId === SITE)).toEqual([]);
    expect((await complianceReport(db, null, today)).items.filter((i) => i.rule === 'mentions' && i.severity === 'block').map((i) => i.siteId)).toEqual([SITE]);

    const csv = reportCsv(report.items, 'fr', 'https://courtier.example');
    expect(csv.split('\r\n')[0]).toBe('Site,Règle,Gravité,Élément,Problème,Corriger');
    expect(csv).toContain(`Inscriptions sous contrat,Bloquant,${active!.street.includes(',') ? `"${active!.street}"` : active!.street},Inscription ${active!.uls} : le contrat de courtage a pris fin le ${addMonths(today, -1)} et elle est encore active,https://courtier.example/qa/listings/${active!.uls}`);
    expect(reportCsv(report.items, 'en', '')).toContain('Testimonial 1 has no consent date');

    // A photo of 4 years 7 months warns instead of blocking.
    await db.query('update members set photo_taken_on = $2 where id = $1', [julie!.id, addMonths(today, -55)]);
    expect((await complianceReport(db, SITE, today)).items.filter((i) => i.rule === 'photo_recent').map((i) => i.severity)).toEqual(['warn']);

    // Fixed: each item is gone.
    await db.query('update members set photo_taken_on = $2 where id = $1', [julie!.id, julie!.photo_taken_on]);
    await db.query('update listings set contract_end = $2 where uls = $1', [active!.uls, addMonths(today, 3)]);
    await db.query("update listings set sale_authorised_on = $2, sale_ad_authorised = true where uls = $1", [sold!.uls, today]);
    await db.query('update pages set published = $2 where id = $1', [page!.id, JSON.stringify(page!.published)]);
    await db.query('update sites set advertising = $2 where id = $1', [SITE, JSON.stringify(advertising)]);
    expect((await complianceReport(db, SITE, today)).items).toEqual([]);
  });

  it('reads the published variants, the articles visitors can read and the header and footer too', async () => {
    const unsourced = [{ id: 'stats-y', block_type: 'statistics_block', block_params: {}, fields: { statistics_repeater: [{ main_title: { fr: '9 jours' }, source_date: '2025' }] } }];
    const [page] = await db.query<{ id: number }>('select id from pages where site_id = $1 and published is not null order by id limit 1', [SITE]);
    const [variant] = await db.query<{ id: number }>("insert into variants (site_id, page_id, name, color, content, published) values ($1, $2, 'Hiver', 'teal', $3, true) returning id", [SITE, page!.id, JSON.stringify(unsourced)]);
    const [article] = await db.query<{ id: number }>('select id from articles where site_id = $1 and published and published_at <= now() order by id limit 1', [SITE]);
    const content = (await db.query<{ main_content: Record<string, unknown[]> }>('select main_content from articles where id = $1', [article!.id]))[0]!.main_content;
    await db.query('update articles set main_content = $2 where id = $1', [article!.id, JSON.stringify({ ...content, en: [...(content.en ?? []), ...unsourced] })]);
    const footer = (await db.query<{ footer: unknown[] }>('select footer from sites where id = $1', [SITE]))[0]!.footer;
    await db.query('update sites set footer = $2 where id = $1', [SITE, JSON.stringify([...footer, ...unsourced])]);

    const fixes = (await complianceReport(db, SITE, today)).items.filter((i) => i.rule === 'figure_source').map((i) => i.fix);
    expect(fixes).toEqual([`/qa/pages/${page!.id}/variants/${variant!.id}/edit`, `/qa/articles/${article!.id}`, '/qa/site/header-footer']);

    await db.query('update variants set published = false where id = $1', [variant!.id]);
    await db.query('update articles set main_content = $2 where id = $1', [article!.id, JSON.stringify(content)]);
    await db.query('update sites set footer = $2 where id = $1', [SITE, JSON.stringify(footer)]);
    expect((await complianceReport(db, SITE, today)).items).toEqual([]);
  });
});
