import type { Queryable } from '@/lib/db/types';
import type { Localized } from '@/lib/i18n/locales';
import { figureSourceProblems } from './figure-sources';
import { identityOf } from './identity';
import { missingMentions, type LicensedPerson } from './mentions';
import { namesPrivacyOfficer } from './privacy-officer';
import { photoStatus } from './photo-age';
import { senderPostalAddress, type OfficeAddress } from './sender-address';
import { rules, ruleOf, type RuleId, type Severity } from './rules';
import { testimonialConsentProblems } from './testimonial-consent';

/**
 * The compliance report (/qa/compliance): every item breaking a rule now, read from the data
 * with the rules' own functions (nothing here restates a rule), each with the workspace page
 * that fixes it. One site, or every site for a platform admin (siteId null). A site in
 * maintenance publishes nothing (every public page answers 503), so its items are warnings
 * until it reopens: what to fix first, not an advertisement out there.
 */

export interface ReportItem {
  rule: RuleId;
  severity: Severity;
  siteId: string;
  siteName: string;
  /** What breaks the rule, for the screen to word: a message key (qa.compliance.problems.*) and its values. */
  problem: string;
  values: Record<string, string | number>;
  /** Who or what: a member's, a page's name, a listing's address. */
  subject: string;
  /** The workspace page that fixes it. */
  fix: string;
}

/** A listing a feed's latest run kept off the public site, and the rule that held it back. */
export interface HeldBackItem {
  siteId: string;
  siteName: string;
  feed: string;
  /** When that run started (ISO). */
  runAt: string;
  uls: number;
  street: string;
  rule: RuleId;
  /** A key of listingsEditor.feeds.held-back-reasons. */
  reason: string;
}

export interface ComplianceReport {
  items: ReportItem[];
  /** What each feed's latest finished run held back (at most HELD_BACK_SHOWN a feed), and how many in all. */
  heldBack: { items: HeldBackItem[]; total: number };
  /** Per rule, in the rules' order: how many items block and warn. */
  counts: { rule: RuleId; block: number; warn: number }[];
  blocking: number;
}

interface SiteRow {
  id: string;
  name: string;
  type: string;
  advertising: unknown;
  maintenance: boolean;
  privacy_officer: Parameters<typeof namesPrivacyOfficer>[0];
  header: unknown;
  footer: unknown;
}

interface MemberRow extends LicensedPerson {
  site_id: string;
  photo_taken_on: string | null;
  has_photo: boolean;
}

const siteParam = (siteId: string | null) => [siteId];

/** Per feed, the report lists this many of its held-back listings; the feeds screen has the rest. */
const HELD_BACK_SHOWN = 100;

export async function complianceReport(db: Queryable, siteId: string | null, today: string): Promise<ComplianceReport> {
  const sites = await db.query<SiteRow>("select id, name, type, advertising, maintenance, header, footer, metadata->'privacy_officer' as privacy_officer from sites where ($1::text is null or id = $1) order by name, id", siteParam(siteId));
  const names = new Map(sites.map((s) => [s.id, s.name]));
  const offline = new Set(sites.filter((s) => s.maintenance).map((s) => s.id));
  const items: ReportItem[] = [];
  const add = (rule: RuleId, site: string, problem: string, subject: string, fix: string, values: ReportItem['values'] = {}, severity: Severity = ruleOf(rule).severity) =>
    items.push({ rule, severity: offline.has(site) ? 'warn' : severity, siteId: site, siteName: names.get(site) ?? site, problem, values, subject, fix });

  const members = (
    await db.query<MemberRow>(
      `select id, site_id, slug, kind, name, licence_name, licence_title, licence_number, photo_taken_on::text as photo_taken_on,
              (avatar is not null) as has_photo
         from members where ($1::text is null or site_id = $1) order by site_id, position, id`,
      siteParam(siteId),
    )
  ).map((m) => ({ ...m, id: Number(m.id) }));

  // Each site's first office: the postal address its e-mails give.
  const offices = await db.query<OfficeAddress & { site_id: string }>(
    `select distinct on (site_id) site_id, address_street, address_city, postal_code
       from offices where ($1::text is null or site_id = $1) order by site_id, position, id`,
    siteParam(siteId),
  );
  const firstOffice = new Map(offices.map((o) => [o.site_id, o]));

  // Rule mentions: what the site or its brokers lack for the mandatory statements (and the e-mails' postal address).
  for (const site of sites) {
    const own = members.filter((m) => m.site_id === site.id);
    const identity = identityOf(site.advertising);
    const senderAddress = senderPostalAddress(firstOffice.get(site.id), identity, 'fr');
    for (const missing of missingMentions(site.type, identity, own, senderAddress)) {
      if (missing.subject.type === 'site') add('mentions', site.id, `mentions.${missing.field}`, site.name, '/qa/general-settings');
      else {
        const id = missing.subject.id;
        const member = own.find((m) => m.id === id);
        add('mentions', site.id, `mentions.${missing.field}`, member?.name ?? missing.subject.slug, '/qa/members');
      }
    }
  }

  // Rule privacy_officer: a site that names nobody in charge of personal information publishes nothing.
  for (const site of sites) {
    if (!namesPrivacyOfficer(site.privacy_officer)) add('privacy_officer', site.id, 'privacy.officer_missing', site.name, '/qa/general-settings');
  }

  // Rule photo_recent: a published photo of 5 years or more blocks, from 4 years 6 months it warns.
  for (const m of members) {
    if (!m.has_photo) continue;
    const status = photoStatus(m.photo_taken_on, today);
    if (status !== 'ok') add('photo_recent', m.site_id, `photo.${status}`, m.name, '/qa/members', { taken: m.photo_taken_on ?? '' }, status === 'block' ? 'block' : 'warn');
  }

  // Rules listing_contract and sold_authorisation: the site's listings (its hand-managed ones,
  // its feeds', the demo feed's for the site that has it) still marked active after their
  // contract's last day, and sold ones with nothing recorded.
  const listings = await db.query<{ uls: number; site_id: string | null; street: string; status: string; contract_end: string | null }>(
    `select * from (
       select l.uls, l.street, l.status, l.contract_end::text as contract_end,
              case l.source when 'manual' then (select d.source_data->>'site_id' from listing_details d where d.uls = l.uls)
                            when 'reso' then (select f.site_id from feeds f where f.id = l.feed_id)
                            else (select min(f.site_id) from feeds f where f.kind = 'demo') end as site_id
         from listings l
        where (l.status = 'active' and l.contract_end < $2::date) or (l.status = 'sold' and l.sale_authorised_on is null)
     ) s
     where s.site_id is not null and ($1::text is null or s.site_id = $1)
     order by s.uls`,
    [siteId, today],
  );
  for (const l of listings) {
    const fix = `/qa/listings/${l.uls}`;
    if (l.status === 'active') add('listing_contract', l.site_id!, 'listing.contract_ended', l.street, fix, { uls: Number(l.uls), end: l.contract_end ?? '' });
    else add('sold_authorisation', l.site_id!, 'listing.sale_not_recorded', l.street, fix, { uls: Number(l.uls) });
  }

  // Rules figure_source and testimonial_consent: the blocks of the published pages.
  const pages = await db.query<{ id: number; site_id: string; title: Localized<string> | null; content: unknown }>(
    `select id, site_id, published->'title' as title, published->'content' as content
       from pages where published is not null and ($1::text is null or site_id = $1) order by site_id, id`,
    siteParam(siteId),
  );
  const blockRules = (site: string, content: unknown, subject: string, fix: string) => {
    if (!Array.isArray(content)) return;
    const blocks = content as { id: string; block_type: string; fields?: Record<string, unknown> }[];
    for (const p of figureSourceProblems(blocks)) add('figure_source', site, `figure.${p.missing}`, subject, fix, { item: Number(p.path.split('.').pop()) + 1, block: p.type });
    for (const p of testimonialConsentProblems(blocks)) add('testimonial_consent', site, `testimonial.${p.missing}`, subject, fix, { item: Number(p.path.split('.').pop()) + 1, block: p.type });
  };
  for (const page of pages) blockRules(page.site_id, page.content, page.title?.fr || page.title?.en || String(page.id), `/qa/pages/${page.id}/edit`);

  // The same block rules on what else goes out: published page variants, articles visitors
  // can read (each language's content), and the site-wide header and footer.
  const variants = await db.query<{ id: number; page_id: number; site_id: string; name: string; title: Localized<string> | null; content: unknown }>(
    `select v.id, v.page_id, v.site_id, v.name, p.published->'title' as title, v.content
       from variants v join pages p on p.id = v.page_id
      where v.published and ($1::text is null or v.site_id = $1) order by v.site_id, v.id`,
    siteParam(siteId),
  );
  for (const v of variants) blockRules(v.site_id, v.content, `${v.title?.fr || v.title?.en || v.page_id} (${v.name})`, `/qa/pages/${v.page_id}/variants/${v.id}/edit`);
  const articles = await db.query<{ id: number; site_id: string; title: Localized<string>; main_content: Localized<unknown> | null }>(
    `select id, site_id, title, main_content from articles
      where published and published_at <= now() and ($1::text is null or site_id = $1) order by site_id, id`,
    siteParam(siteId),
  );
  for (const a of articles) {
    for (const locale of ['fr', 'en'] as const) blockRules(a.site_id, a.main_content?.[locale], a.title?.fr || a.title?.en || String(a.id), `/qa/articles/${a.id}`);
  }
  for (const site of sites) {
    blockRules(site.id, site.header, site.name, '/qa/site/header-footer');
    blockRules(site.id, site.footer, site.name, '/qa/site/header-footer');
  }

  // What the feed imports held back: not breaches (the rule kept them off the public site)
  // but what the executive officer supervises, from each feed's latest finished run.
  const held = await db.query<{ site_id: string; feed: string; run_id: number; run_at: string; uls: number; street: string; rule: RuleId; reason: string; total: number }>(
    `select f.site_id, f.name as feed, r.id as run_id, r.started_at as run_at, h.uls, h.street, h.rule, h.reason, r.held_back as total
       from feeds f
       join lateral (select id, started_at, held_back from feed_runs
                      where feed_id = f.id and state <> 'running' order by started_at desc, id desc limit 1) r on true
       join lateral (select uls, street, rule, reason from feed_held_back
                      where run_id = r.id order by uls limit ${HELD_BACK_SHOWN}) h on true
      where ($1::text is null or f.site_id = $1)
      order by f.site_id, f.name, f.id, h.uls`,
    siteParam(siteId),
  );
  const totals = new Map(held.map((h) => [Number(h.run_id), Number(h.total)]));
  const heldBack = {
    items: held.map((h) => ({ siteId: h.site_id, siteName: names.get(h.site_id) ?? h.site_id, feed: h.feed, runAt: new Date(h.run_at).toISOString(), uls: Number(h.uls), street: h.street, rule: h.rule, reason: h.reason })),
    total: [...totals.values()].reduce((sum, n) => sum + n, 0),
  };

  const counts = rules.map((r) => ({
    rule: r.id,
    block: items.filter((i) => i.rule === r.id && i.severity === 'block').length,
    warn: items.filter((i) => i.rule === r.id && i.severity === 'warn').length,
  }));
  return { items, heldBack, counts, blocking: items.filter((i) => i.severity === 'block').length };
}
