import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cacheTags } from '@/lib/cache/tags';
import { expiredTags, invalidateSitePages } from '@/lib/cache/invalidate';
import { getPageResult } from '@/lib/cms/pages';
import { findSiteById } from '@/lib/sites/sites';
import type { Database } from '@/lib/db/types';
import type { EditorRef } from '@/lib/editor/editor-ref';
import { saveDraft } from '@/lib/editor/draft';
import { getEditablePage } from '@/lib/editor/editable-page';
import { createPage } from '@/lib/editor/page-admin';
import { publish } from '@/lib/editor/publish';
import { saveSiteChrome, saveThemeSettings } from '@/lib/editor/site-settings';
import { themeSettingsInput } from '@/lib/editor/theme-input';
import { createVariant, getVariant, listVariants, publishVariant, saveVariantContent } from '@/lib/editor/variants';
import { openTestDb } from '../helpers/db';
import { insertEditorFixtures, validBlock } from './fixtures';

// The site's cached pages must expire when a variant is published or changed (a visitor at
// ?variant= would otherwise keep the page cached before): the calls are recorded.
vi.mock('@/lib/cache/invalidate', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/cache/invalidate')>();
  return { ...original, invalidateSitePages: vi.fn(original.invalidateSitePages) };
});

let db: Database;
let alice: EditorRef;
let pageId: number;

beforeAll(async () => {
  db = await openTestDb();
  ({ alice } = await insertEditorFixtures(db));
  pageId = await createPage(db, { siteId: 'site-a', paths: { fr: '/promo' }, title: { fr: 'Promo' } }, alice);
  await saveDraft(db, pageId, { content: [validBlock('page-block')], title: { fr: 'Promo' }, seo: {} }, { editor: alice, expectedVersion: (await getEditablePage(db, pageId)).version });
  await publish(db, pageId, alice);
});
afterAll(async () => db.close());

const publicBlockIds = async (variantId: string | null) => {
  const site = (await findSiteById(db, 'site-a'))!;
  const result = await getPageResult(db, site, { locale: 'fr', path: '/promo', variantId });
  return 'page' in result ? { ids: result.page.content.map((b) => b.id), variant: result.page.variant } : null;
};

describe('variants', () => {
  it('creates a variant from the page content, visible at ?variant= only once published', async () => {
    const variant = await createVariant(db, { siteId: 'site-a', pageId, name: 'Printemps', color: 'teal' }, alice);
    expect(variant).toMatchObject({ name: 'Printemps', color: 'teal', published: false, pageId });
    expect((await getVariant(db, variant.id, 'site-a')).content.map((b) => b.id)).toEqual(['page-block']);
    await saveVariantContent(db, variant.id, 'site-a', [validBlock('variant-block')], alice);
    expect((await publicBlockIds(String(variant.id)))?.ids).toEqual(['page-block']);
    vi.mocked(invalidateSitePages).mockClear();
    expect(await publishVariant(db, variant.id, 'site-a', alice)).toEqual({ published: true });
    expect(invalidateSitePages).toHaveBeenCalledWith('site-a');
    expect(await publicBlockIds(String(variant.id))).toEqual({ ids: ['variant-block'], variant: { id: String(variant.id), name: 'Printemps', color: 'teal' } });
    expect((await listVariants(db, pageId)).map((v) => v.published)).toEqual([true]);
  });

  it('an edit of a published variant expires the site’s cached pages and shows at ?variant= at once', async () => {
    const variant = await createVariant(db, { siteId: 'site-a', pageId, name: 'Automne', color: 'red' }, alice);
    await saveVariantContent(db, variant.id, 'site-a', [validBlock('autumn-1')], alice);
    expect(await publishVariant(db, variant.id, 'site-a', alice)).toEqual({ published: true });
    expect((await publicBlockIds(String(variant.id)))?.ids).toEqual(['autumn-1']);

    expiredTags.length = 0;
    await saveVariantContent(db, variant.id, 'site-a', [validBlock('autumn-2')], alice);
    // The cached responses of the page at ?variant= are under the site's pages tag.
    expect(expiredTags).toContain(cacheTags.sitePages('site-a'));
    expect((await publicBlockIds(String(variant.id)))?.ids).toEqual(['autumn-2']);
  });

  it('does not publish a variant with an invalid block', async () => {
    const variant = await createVariant(db, { siteId: 'site-a', pageId, name: 'Été', color: 'amber' });
    await saveVariantContent(db, variant.id, 'site-a', [{ id: 'x', block_type: 'nope', fields: {} }], alice);
    const result = await publishVariant(db, variant.id, 'site-a', alice);
    expect(result).toMatchObject({ published: false, problems: [{ blockId: 'x', type: 'nope' }] });
  });

  it('refuses a page of another site', async () => {
    await expect(createVariant(db, { siteId: 'site-b', pageId, name: 'x', color: 'red' })).rejects.toMatchObject({ code: 'page_not_found' });
  });
});

describe('general settings', () => {
  it('saves theme and branding version, keeping colour-scheme overrides the form does not edit', async () => {
    const input = themeSettingsInput.parse({
      branding_version: 2,
      theme: { preset: 'red', radii: { sm: '4px', md: '8', lg: '' }, primary_color: '#112233', text_color: '', greys: ['#fafafa'] },
    });
    await saveThemeSettings(db, 'site-a', input);
    const site = (await findSiteById(db, 'site-a'))!;
    expect(site.metadata.use_remax_branding_2025).toBe(true);
    expect(site.theme).toEqual({
      preset: 'red',
      radii: { sm: '4px', md: '8', lg: '' },
      primary_color: '#112233',
      greys: ['#fafafa'],
      color_schemes: { inverted: { 'swb-bg-color': '#000000' } },
    });
  });

  it('rejects colours that could break out of the theme CSS', () => {
    const result = themeSettingsInput.safeParse({ branding_version: 1, theme: { preset: 'blue', primary_color: 'red;} body{display:none' } });
    expect(result.success).toBe(false);
  });

  it('saves the site header only when every block is valid', async () => {
    const bad = await saveSiteChrome(db, 'site-a', 'header', [{ id: 'h', block_type: 'cta_block', fields: { cta_repeater: 3 } }]);
    expect(bad.saved).toBe(false);
    expect((await findSiteById(db, 'site-a'))!.header).toEqual([]);
    expect(await saveSiteChrome(db, 'site-a', 'footer', [validBlock('f')])).toEqual({ saved: true });
    expect((await findSiteById(db, 'site-a'))!.footer.map((b) => b.id)).toEqual(['f']);
  });
});
