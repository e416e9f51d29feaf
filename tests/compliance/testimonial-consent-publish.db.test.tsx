import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { BlockIssuesList } from '@/builder/workspace/BlockIssuesList';
import { testimonialsBrokersBlockSpec } from '@/blocks/testimonials-brokers-block/spec';
import { testimonialsGoogleBlockSpec } from '@/blocks/testimonials-google-block/spec';
import { testimonialsListBlockSpec } from '@/blocks/testimonials-list-block/spec';
import { testimonialsSliderBlockSpec } from '@/blocks/testimonials-slider-block/spec';
import type { Database } from '@/lib/db/types';
import type { EditorRef } from '@/lib/editor/editor-ref';
import { saveDraft } from '@/lib/editor/draft';
import { getEditablePage } from '@/lib/editor/editable-page';
import { createPage } from '@/lib/editor/page-admin';
import { publish } from '@/lib/editor/publish';
import { createVariant, publishVariant, saveVariantContent } from '@/lib/editor/variants';
import { loadMessages } from '@/locales';
import { openTestDb } from '../helpers/db';
import { insertEditorFixtures } from '../editor/fixtures';
import { SITE_TIME_ZONE } from '@/lib/format/date';

/**
 * Rule testimonial_consent: each testimonial of a testimonial block carries the day its
 * client consented to publishing it and how; the publish the editor's button calls refuses a
 * page (or a variant) with one that lacks either, naming the block and the testimonial, and
 * publishes it once recorded. The demo testimonials carry their consents.
 */
let db: Database;
let alice: EditorRef;

beforeAll(async () => {
  db = await openTestDb();
  ({ alice } = await insertEditorFixtures(db));
});
afterAll(async () => db.close());

const quotes = (items: Record<string, unknown>[], type = 'testimonials_list_block') => ({
  id: 'quotes',
  block_type: type,
  block_params: {},
  fields: { testimonials_repeater: items },
});
const quote = { author_name: 'Marie', description: { fr: 'Excellent service.', en: 'Great service.' } };
const consented = { ...quote, consent_date: '2026-09-17', consent_method: 'email' };

async function draft(path: string, content: ReturnType<typeof quotes>[]) {
  const id = await createPage(db, { siteId: 'site-a', paths: { fr: path }, title: { fr: 'Avis' } }, alice);
  await saveDraft(db, id, { content, title: { fr: 'Avis' }, seo: {} }, { editor: alice, expectedVersion: (await getEditablePage(db, id)).version });
  return id;
}

describe('a testimonial without its client’s consent cannot be published', () => {
  it('refuses the page, naming the block and each testimonial missing its consent date or how it was given', async () => {
    const id = await draft('/avis', [quotes([consented, quote, { ...consented, consent_method: undefined }, { ...consented, consent_date: 'hier' }])]);
    const result = await publish(db, id, alice);
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
    const id = await draft(`/avis-${type.replaceAll('_', '-')}`, [quotes([quote], type)]);
    expect(await publish(db, id, alice)).toMatchObject({ published: false, problems: [{ blockId: 'quotes', type }] });
  });

  it('publishes the same page once every testimonial has its consent', async () => {
    const id = await draft('/avis-consentis', [quotes([consented, quote])]);
    expect((await publish(db, id, alice)).published).toBe(false);
    await saveDraft(db, id, { content: [quotes([consented, consented])], title: { fr: 'Avis' }, seo: {} }, { editor: alice, expectedVersion: (await getEditablePage(db, id)).version });
    expect(await publish(db, id, alice)).toMatchObject({ published: true });
  });

  it('a page variant with a testimonial without consent is not published either, and is once recorded', async () => {
    const pageId = await draft('/avis-variante', [quotes([consented])]);
    const variant = await createVariant(db, { siteId: 'site-a', pageId, name: 'Printemps', color: 'teal' }, alice);
    await saveVariantContent(db, variant.id, 'site-a', [quotes([quote])], alice);
    expect(await publishVariant(db, variant.id, 'site-a', alice)).toMatchObject({ published: false, problems: [{ blockId: 'quotes' }] });
    await saveVariantContent(db, variant.id, 'site-a', [quotes([consented])], alice);
    expect(await publishVariant(db, variant.id, 'site-a', alice)).toEqual({ published: true });
  });

  it('the demo testimonials of the four blocks pass the rule', async () => {
    const specs = [testimonialsListBlockSpec, testimonialsSliderBlockSpec, testimonialsBrokersBlockSpec, testimonialsGoogleBlockSpec];
    const content = specs.map((spec, i) => ({ id: `demo-${i}`, block_type: spec.type, block_params: {}, fields: spec.demo as Record<string, unknown> }));
    const id = await draft('/avis-demo', content as ReturnType<typeof quotes>[]);
    expect(await publish(db, id, alice)).toMatchObject({ published: true });
  });
});

describe('the publish panel words the problem in the editor’s language', () => {
  const problems = [
    { blockId: 'quotes', type: 'testimonials_list_block', issues: [{ path: 'testimonials_repeater.1.consent_date', message: 'x', problem: { kind: 'testimonial_consent_missing' as const, item: 2, missing: 'consent_date' as const } }] },
  ];
  it.each([
    ['fr', 'le témoignage 2 n’a pas de consentement enregistré (date)'],
    ['en', 'testimonial 2 has no recorded consent (date)'],
  ] as const)('%s', (locale, text) => {
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale={locale} timeZone={SITE_TIME_ZONE} messages={loadMessages(locale)}>
        <BlockIssuesList problems={problems} />
      </NextIntlClientProvider>,
    );
    expect(html).toContain(text);
  });
});
