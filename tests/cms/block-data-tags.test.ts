import { describe, expect, it } from 'vitest';
import { blockDataTags } from '@/lib/cms/block-data';
import { cacheTags } from '@/lib/cache/tags';
import type { Block } from '@/lib/content/types';

const block = (block_type: string): Block => ({ id: block_type, block_type, fields: {} }) as unknown as Block;

/**
 * A page's cached content takes the tags of the collections its blocks show (lib/cms/cached.ts),
 * so a write re-renders the pages that show what it changed, and only those.
 */
describe('the collections a page shows, as cache tags', () => {
  it('the search page and the sold map expire with the listings', () => {
    expect(blockDataTags('s1', [block('hero_block'), block('property_search_results_block')])).toEqual([cacheTags.listings]);
    expect(blockDataTags('s1', [block('sold_properties_map_block')])).toEqual([cacheTags.listings]);
    expect(blockDataTags('s1', [block('categories_slider_block')])).toEqual([cacheTags.listings]);
  });

  it('a brokers page expires with its site’s members, not with the listings', () => {
    const tags = blockDataTags('s1', [block('members_search_hero_block'), block('member_cards_block'), block('team_members_block')]);
    expect(tags).toEqual([cacheTags.siteMembers('s1')]);
  });

  it('each collection once, in any mix: offices, partners, the blog', () => {
    const tags = blockDataTags('s2', [block('offices_block'), block('offices_map_block'), block('partners_block'), block('blog_posts_archive_block')]);
    expect(new Set(tags)).toEqual(new Set([cacheTags.offices('s2'), cacheTags.partners('s2'), cacheTags.blog('s2')]));
    expect(tags).toHaveLength(3);
  });

  it('a page of text, images and a calculator expires with none of them', () => {
    expect(blockDataTags('s1', [block('mortgage_calculator_block'), block('txt_img_double_block_1')])).toEqual([]);
    expect(blockDataTags('s1', [])).toEqual([]);
  });
});
