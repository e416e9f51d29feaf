import { describe, expect, it } from 'vitest';
import { getBlockDefinition } from '@/blocks/registry';
import { demoPages } from '@/lib/seed/pages';
import { demoSites } from '@/lib/seed/sites';

const sites = demoSites();

describe('demo pages', () => {
  it.each(sites.map((site) => [site.type, site] as const))('hold only registered blocks whose fields parse (%s site)', (_type, site) => {
    for (const page of demoPages(site)) {
      for (const block of page.content) {
        const definition = getBlockDefinition(block.block_type);
        expect(definition, `${page.key}/${block.id}`).toBeDefined();
        expect(definition!.schema.safeParse(block.fields).success, `${page.key}/${block.id}`).toBe(true);
      }
      const ids = page.content.map((b) => b.id);
      expect(new Set(ids).size, page.key).toBe(ids.length);
    }
  });

  it.each(sites.map((site) => [site.type, site] as const))('show the listing blocks to visitors in both locales (%s site)', (_type, site) => {
    const pages = demoPages(site);
    const typesOf = (key: string) => pages.find((p) => p.key === key)?.content.map((b) => b.block_type) ?? [];
    expect(typesOf('home')).toEqual(expect.arrayContaining(['featured_properties_block', 'properties_slider_block']));
    expect(typesOf('sold')).toEqual(['sold_properties_map_block', 'properties_block']);
    expect(pages.find((p) => p.key === 'sold')?.paths).toEqual({ fr: '/proprietes-vendues', en: '/sold-properties' });
  });
});
