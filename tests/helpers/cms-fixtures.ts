import type { Database } from '@/lib/db/types';
import { createPage, publishPage } from '@/lib/cms/page-writes';

/** Minimal content for service tests: two sites, a few pages, a redirect, an article. */
export async function insertFixtures(db: Database) {
  await db.query(`insert into sites (id, key, name, type, domains, is_default, header, footer, seo, metadata)
    values ('broker', 'broker-key', 'Broker', 'broker', '{localhost,broker.test}', true,
            '[{"id":"h","block_type":"header_classic","fields":{}}]', '[]',
            '{"global":{"fr":{"og_title":"Site FR","og_description":"Desc FR"},"en":{"og_title":"Site EN"}}}',
            '{"use_remax_branding_2025":false,"privacy_officer":{"name":"Julie Tremblay","title":{"fr":"Courtière immobilière","en":"Real estate broker"},"email":"julie@broker.test"}}'),
           ('agency', 'agency-key', 'Agency', 'agency', '{agency.localhost}', false, '[]', '[]', '{}', '{}')`);
  const block = (id: string, text: string) => ({ id, block_type: 'text_block_1', fields: { main_title: { fr: text, en: text } } });
  const ids = await db.transaction(async (tx) => {
    const home = await createPage(tx, {
      siteId: 'broker',
      paths: { fr: '/', en: '/' },
      title: { fr: 'Accueil', en: 'Home' },
      content: [block('b1', 'Bienvenue')],
    });
    const search = await createPage(tx, {
      siteId: 'broker',
      paths: { fr: '/proprietes', en: '/properties' },
      title: { fr: 'Propriétés', en: 'Properties' },
      content: [block('b2', 'Recherche')],
      seo: { global: { fr: { og_title: 'Propriétés à vendre' } } },
    });
    const draft = await createPage(tx, {
      siteId: 'broker',
      paths: { fr: '/brouillon', en: '/draft' },
      title: { fr: 'Brouillon', en: 'Draft' },
      content: [block('b3', 'Pas encore')],
    });
    const secret = await createPage(tx, {
      siteId: 'broker',
      paths: { fr: '/prive', en: '/private' },
      title: { fr: 'Privé', en: 'Private' },
      content: [],
      access: 'forbidden',
    });
    const agencyHome = await createPage(tx, {
      siteId: 'agency',
      paths: { fr: '/', en: '/' },
      title: { fr: 'Agence', en: 'Agency' },
      content: [block('a1', 'Agence')],
    });
    for (const id of [home, search, secret, agencyHome]) await publishPage(tx, id, 'test');
    await tx.query(`insert into redirects (site_id, locale, from_path, to_path, status) values
      ('broker', 'fr', '/ancien', '/fr/proprietes', 301),
      ('broker', 'en', '/temp', '/en/properties', 302),
      ('broker', 'fr', '/casse', null, 301)`);
    await tx.query(`insert into articles (id, site_id, slug, title, excerpt, main_content) values
      (42, 'broker', '{"fr":"mon-article","en":"my-article"}', '{"fr":"Mon article","en":"My article"}', '{}',
       '{"fr":[{"id":"p1","block_type":"text_block_1","fields":{}}],"en":[{"id":"p2","block_type":"text_block_1","fields":{}}]}'),
      (43, 'broker', '{"fr":"seulement-fr","en":"only-fr"}', '{"fr":"Seulement FR"}', '{}',
       '{"fr":[{"id":"p3","block_type":"text_block_1","fields":{}}],"en":[]}')`);
    await tx.query(`insert into variants (id, site_id, page_id, name, color, content, published)
      values (7, 'broker', $1, 'Printemps', 'green', '[{"id":"v1","block_type":"text_block_1","fields":{}}]', true)`, [home]);
    return { home, search, draft, secret };
  });
  return ids;
}
