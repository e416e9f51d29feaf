import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { statisticsBlock } from '@/blocks/statistics-block';
import { BlockIssuesList } from '@/builder/workspace/BlockIssuesList';
import type { BlockContext } from '@/blocks/types';
import { statisticsBlockSpec } from '@/blocks/statistics-block/spec';
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
 * Rule figure_source: a statistics block's figures each carry their source and date; the
 * publish the editor's publish button calls (lib/editor/publish.ts) refuses a page without
 * them, naming the block and the figure, and publishes it once they are filled in; the page
 * shows the source with the figure.
 */
let db: Database;
let alice: EditorRef;

beforeAll(async () => {
  db = await openTestDb();
  ({ alice } = await insertEditorFixtures(db));
});
afterAll(async () => db.close());

const figures = (items: Record<string, unknown>[]) => ({
  id: 'stats',
  block_type: 'statistics_block',
  block_params: {},
  fields: { layout_display: 'variant_1', statistics_repeater: items },
});
const figure = { super_title: { fr: 'Délai de vente' }, main_title: { fr: '21 jours' } };
const sourced = { ...figure, source: { fr: 'Centris', en: 'Centris' }, source_date: '2025-12' };

async function draft(path: string, content: ReturnType<typeof figures>[]) {
  const id = await createPage(db, { siteId: 'site-a', paths: { fr: path }, title: { fr: 'Chiffres' } }, alice);
  await saveDraft(db, id, { content, title: { fr: 'Chiffres' }, seo: {} }, { editor: alice, expectedVersion: (await getEditablePage(db, id)).version });
  return id;
}

describe('a figure without its source cannot be published', () => {
  it('refuses the page, naming the statistics block and each figure missing a source or a date', async () => {
    const id = await draft('/chiffres', [figures([sourced, figure, { ...sourced, source_date: 'décembre' }])]);
    const result = await publish(db, id, alice);
    expect(result.published).toBe(false);
    if (result.published) return;
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ blockId: 'stats', type: 'statistics_block' });
    expect(result.problems[0]!.issues.map((i) => i.problem)).toEqual([
      { kind: 'figure_source_missing', item: 2, missing: 'source' },
      { kind: 'figure_source_missing', item: 2, missing: 'source_date' },
      { kind: 'figure_source_missing', item: 3, missing: 'source_date' },
    ]);
  });

  it('publishes the same page once every figure has its source and date', async () => {
    const id = await draft('/chiffres-sources', [figures([sourced, figure])]);
    expect((await publish(db, id, alice)).published).toBe(false);
    await saveDraft(db, id, { content: [figures([sourced, sourced])], title: { fr: 'Chiffres' }, seo: {} }, { editor: alice, expectedVersion: (await getEditablePage(db, id)).version });
    expect(await publish(db, id, alice)).toMatchObject({ published: true });
  });

  it('a page variant with an unsourced figure is not published either, and is once sourced', async () => {
    const pageId = await draft('/chiffres-variante', [figures([sourced])]);
    const variant = await createVariant(db, { siteId: 'site-a', pageId, name: 'Printemps', color: 'teal' }, alice);
    await saveVariantContent(db, variant.id, 'site-a', [figures([figure])], alice);
    expect(await publishVariant(db, variant.id, 'site-a', alice)).toMatchObject({ published: false, problems: [{ blockId: 'stats' }] });
    await saveVariantContent(db, variant.id, 'site-a', [figures([sourced])], alice);
    expect(await publishVariant(db, variant.id, 'site-a', alice)).toEqual({ published: true });
  });

  it('the demo statistics pass the rule', async () => {
    const id = await draft('/chiffres-demo', [{ ...figures([]), fields: statisticsBlockSpec.demo as ReturnType<typeof figures>['fields'] }]);
    expect(await publish(db, id, alice)).toMatchObject({ published: true });
  });
});

describe('the page shows the source with the figure', () => {
  const ctx = (locale: 'fr' | 'en') => ({ locale, siteType: 'broker', brandingVersion: 1, variantId: null, routes: {}, alternatePaths: [], index: 3 }) as unknown as BlockContext;
  const render = (locale: 'fr' | 'en') =>
    renderToStaticMarkup(
      <NextIntlClientProvider locale={locale} timeZone={SITE_TIME_ZONE} messages={loadMessages(locale)}>
        <statisticsBlock.component fields={statisticsBlock.schema.parse(figures([sourced]).fields)} params={{}} ctx={ctx(locale)} id="s" />
      </NextIntlClientProvider>,
    );

  it.each([
    ['fr', 'Source : Centris, décembre 2025'],
    ['en', 'Source: Centris, December 2025'],
  ] as const)('%s: %s', (locale, text) => {
    expect(render(locale)).toContain(text);
  });
});

describe('the publish panel words the problem in the editor\'s language', () => {
  const problems = [{ blockId: 'stats', type: 'statistics_block', issues: [{ path: 'statistics_repeater.1.source', message: 'x', problem: { kind: 'figure_source_missing' as const, item: 2, missing: 'source' as const } }] }];
  it.each([
    ['fr', 'le chiffre 2 n’indique pas sa source'],
    ['en', 'figure 2 does not state its source'],
  ] as const)('%s', (locale, text) => {
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale={locale} timeZone={SITE_TIME_ZONE} messages={loadMessages(locale)}>
        <BlockIssuesList problems={problems} />
      </NextIntlClientProvider>,
    );
    expect(html).toContain(text);
  });
});
