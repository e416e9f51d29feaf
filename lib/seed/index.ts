import type { Database } from '@/lib/db/types';
import { SEED_AUTHOR } from './author';
import { createPage, publishPage } from '@/lib/cms/page-writes';
import { demoSites } from './sites';
import { demoPages } from './pages';
import { seedBlog } from './articles';
import { seedListings } from './listings';
import { seedRecipients } from './recipients';
import { seedOffices } from './offices';
import { seedPartners } from './partners';
import { seedMembers } from './members';
import { seedDemoFeed } from '@/lib/listings/sources/demo';
import { seedMediaLibrary } from './media';

/**
 * Seeds the demo content on the first start (when no site exists): a broker site (the
 * default, served on localhost) and an agency site (agency.localhost), each with its
 * pages in French and English, published, plus blog articles, a variant and redirects.
 * Everything is written in one transaction: a crash leaves no half-seeded database.
 */
export async function seedDemo(db: Database): Promise<boolean> {
  const existing = await db.query<{ n: number }>('select count(*)::int as n from sites');
  if ((existing[0]?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await seedListings(tx);
    for (const site of demoSites()) {
      await tx.query(
        `insert into sites (id, key, name, type, domains, is_default, microsite_id, production, theme,
           metadata, header, footer, seo, recaptcha, contact_email, maintenance)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
        [
          site.id, site.key, site.name, site.type, site.domains, site.is_default, site.microsite_id,
          site.production, JSON.stringify(site.theme), JSON.stringify(site.metadata),
          JSON.stringify(site.header), JSON.stringify(site.footer), JSON.stringify(site.seo),
          JSON.stringify(site.recaptcha), site.contact_email, site.maintenance,
        ],
      );
      await seedRecipients(tx, site.id);
      await seedOffices(tx, site.id);
      await seedPartners(tx, site.id);
      await seedMembers(tx, site.id);
      if (site.is_default) await seedDemoFeed(tx, site.id);
      const pageIds: Record<string, number> = {};
      for (const page of demoPages(site)) {
        const id = await createPage(tx, { siteId: site.id, ...page });
        await publishPage(tx, id, SEED_AUTHOR);
        pageIds[page.key] = id;
      }
      await seedBlog(tx, site.id);
      await seedMediaLibrary(tx, site.id);
      for (const [locale, from, to, status] of [
        ['fr', '/accueil', '/fr', 301],
        ['en', '/home', '/en', 301],
        ['fr', '/nous-joindre', '/fr/contact', 301],
        ['en', '/contact-us', '/en/contact', 301],
        // A campaign alias, temporary: 302 to the valuation form.
        ['fr', '/estimation-gratuite', '/fr/evaluation-gratuite', 302],
        ['en', '/free-estimate', '/en/free-valuation', 302],
      ] as const) {
        await tx.query('insert into redirects (site_id, locale, from_path, to_path, status) values ($1, $2, $3, $4, $5)', [
          site.id, locale, from, to, status,
        ]);
      }
      if (pageIds.home) {
        await tx.query(
          `insert into variants (site_id, page_id, name, color, content, published)
           values ($1, $2, 'Printemps 2026', 'green', null, true)`,
          [site.id, pageIds.home],
        );
      }
    }
  });
  return true;
}
