import { describe, expect, it } from 'vitest';
import { createArticle, publishArticle, saveArticleContent } from '@/lib/editor/article-editor';
import { testimonialsBrokersBlockSpec } from '@/blocks/testimonials-brokers-block/spec';
import { testimonialsGoogleBlockSpec } from '@/blocks/testimonials-google-block/spec';
import { testimonialsListBlockSpec } from '@/blocks/testimonials-list-block/spec';
import { testimonialsSliderBlockSpec } from '@/blocks/testimonials-slider-block/spec';
import { publish } from '@/lib/editor/publish';
import { publishRefusalText } from '@/lib/editor/publish-refusal-text';
import { saveSiteChrome } from '@/lib/editor/site-settings';
import { createVariant, publishVariant, saveVariantContent } from '@/lib/editor/variants';
import { panelHtml, publishFixture } from './publish-setup';

/**
 * Rule testimonial_consent: each testimonial of a testimonial block carries the day its
 * client consented to publishing it and how; the publish the editor's button calls refuses a
 * page (or a variant) with one that lacks either, naming the block and the testimonial, and
 * publishes it once recorded. The demo testimonials carry their consents.
 */
const fx = publishFixture();

const quotes = (items: Record<string, unknown>[], type = 'testimonials_list_block') => ({
  id: 'quotes',
  block_type: type,
  block_params: {},
  fields: { testimonials_repeater: items },
});
const quote = { author_name: 'Marie', description: { fr: 'Excellent service.', en: 'Great service.' } };
const consented = { ...quote, consent_date: '2026-09-17', consent_method: 'email' };

describe('a testimonial without its client’s consent cannot be published', () => {
  it('refuses the page, naming the block and each testimonial missing its consent date or how it was given', async () => {
    const id = await fx.draft('/avis', [quotes([consented, quote, { ...consented, consent_method: undefined }, { ...consented, consent_date: 'hier' }])]);
    const result = await publish(fx.db, id, fx.alice);
    expect(result.published).toBe(false);
    if (result.published) return;
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ blockId: 'quotes', type: 'testimonials_list_block' });
    expect(result.problems[0]!.issues.map((i) => i.problem)).toEqual([
      { kind: 'testimonial_consent_missing', item: 2, missing: 'consent_date' },
      { kind: 'testimonial_consent_missing', item: 2, missing: 'consent_method' },
      { kind: 'testimonial_consent_missing', item: 3, missing: 'consent_method' },
      { kind: 'testimonial_consent_missing', item: 4, missing: 'consent_date' },
    ]);
  });

  it.each(['testimonials_slider_block', 'testimonials_brokers_block', 'testimonials_google_block'])('refuses a %s without consent too', async (type) => {
    const id = await fx.draft(`/avis-${type.replaceAll('_', '-')}`, [quotes([quote], type)]);
    expect(await publish(fx.db, id, fx.alice)).toMatchObject({ published: false, problems: [{ blockId: 'quotes', type }] });
  });

  it('publishes the same page once every testimonial has its consent', async () => {
    const id = await fx.draft('/avis-consentis', [quotes([consented, quote])]);
    expect((await publish(fx.db, id, fx.alice)).published).toBe(false);
    await fx.redraft(id, [quotes([consented, consented])]);
    expect(await publish(fx.db, id, fx.alice)).toMatchObject({ published: true });
  });

  it('a page variant with a testimonial without consent is not published either, and is once recorded', async () => {
    const { db, alice } = fx;
    const pageId = await fx.draft('/avis-variante', [quotes([consented])]);
    const variant = await createVariant(db, { siteId: 'site-a', pageId, name: 'Printemps', color: 'teal' }, alice);
    await saveVariantContent(db, variant.id, 'site-a', [quotes([quote])], alice);
    expect(await publishVariant(db, variant.id, 'site-a', alice)).toMatchObject({ published: false, problems: [{ blockId: 'quotes' }] });
    await saveVariantContent(db, variant.id, 'site-a', [quotes([consented])], alice);
    expect(await publishVariant(db, variant.id, 'site-a', alice)).toEqual({ published: true });
  });

  it('an article with a testimonial without consent is not published, and is once recorded', async () => {
    const { db } = fx;
    const id = await createArticle(db, 'site-a', { title: { fr: 'Nos clients' }, slug: { fr: 'nos-clients' }, published_at: '2026-11-20' });
    await saveArticleContent(db, 'site-a', id, 'fr', [quotes([quote])], 'Alice');
    expect(await publishArticle(db, 'site-a', id, 'Alice')).toMatchObject({ published: false, problems: [{ blockId: 'quotes', position: 1, issues: [{ problem: { kind: 'testimonial_consent_missing', item: 1 } }, {}] }] });
    await saveArticleContent(db, 'site-a', id, 'fr', [quotes([consented])], 'Alice');
    expect(await publishArticle(db, 'site-a', id, 'Alice')).toBe(true);
  });

  it('the site footer with a testimonial without consent is not saved, and is once recorded', async () => {
    expect(await saveSiteChrome(fx.db, 'site-a', 'footer', [quotes([quote])])).toMatchObject({ saved: false, problems: [{ blockId: 'quotes', position: 1 }] });
    expect(await saveSiteChrome(fx.db, 'site-a', 'footer', [quotes([consented])])).toEqual({ saved: true });
  });

  it('the demo testimonials of the four blocks pass the rule', async () => {
    const specs = [testimonialsListBlockSpec, testimonialsSliderBlockSpec, testimonialsBrokersBlockSpec, testimonialsGoogleBlockSpec];
    const content = specs.map((spec, i) => ({ id: `demo-${i}`, block_type: spec.type, block_params: {}, fields: spec.demo as Record<string, unknown> }));
    const id = await fx.draft('/avis-demo', content as ReturnType<typeof quotes>[]);
    expect(await publish(fx.db, id, fx.alice)).toMatchObject({ published: true });
  });
});

describe('the publish panel words the problem in the editor’s language, naming the block by its label and position', () => {
  const problems = [
    { blockId: 'quotes', type: 'testimonials_list_block', label: { fr: 'Liste de témoignages', en: 'Testimonial list' }, position: 2, issues: [{ path: 'testimonials_repeater.1.consent_date', message: 'x', problem: { kind: 'testimonial_consent_missing' as const, item: 2, missing: 'consent_date' as const } }] },
  ];
  it.each([
    ['fr', 'Liste de témoignages (bloc 2)', 'le témoignage 2 n’a pas de consentement enregistré (date)'],
    ['en', 'Testimonial list (block 2)', 'testimonial 2 has no recorded consent (date)'],
  ] as const)('%s', (locale, block, text) => {
    const html = panelHtml(problems, locale);
    expect(html).toContain(block);
    expect(html).toContain(text);
    expect(publishRefusalText(problems, locale)).toContain(`${block}${locale === 'fr' ? ' : ' : ': '}${text}`);
  });
});
