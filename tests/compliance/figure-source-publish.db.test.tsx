import { SITE_TIME_ZONE } from '@/lib/format/date';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { statisticsBlock } from '@/blocks/statistics-block';
import type { BlockContext } from '@/blocks/types';
import { createArticle, publishArticle, saveArticleContent } from '@/lib/editor/article-editor';
import { statisticsBlockSpec } from '@/blocks/statistics-block/spec';
import { publish } from '@/lib/editor/publish';
import { publishRefusalText } from '@/lib/editor/publish-refusal-text';
import { saveSiteChrome } from '@/lib/editor/site-settings';
import { createVariant, publishVariant, saveVariantContent } from '@/lib/editor/variants';
import { loadMessages } from '@/locales';
import { panelHtml, publishFixture } from './publish-setup';

/**
 * Rule figure_source: a statistics block's figures each carry their source and date; the
 * publishes the editor calls (a page, a variant, an article, the header or footer) refuse
 * content without them, naming the block by its label and position and the figure, and
 * publish it once they are filled in; the page shows the source with the figure.
 */
const fx = publishFixture();

const figures = (items: Record<string, unknown>[]) => ({
  id: 'stats',
  block_type: 'statistics_block',
  block_params: {},
  fields: { layout_display: 'variant_1', statistics_repeater: items },
});
const figure = { super_title: { fr: 'Délai de vente' }, main_title: { fr: '21 jours' } };
const sourced = { ...figure, source: { fr: 'Centris', en: 'Centris' }, source_date: '2025-12' };

describe('a figure without its source cannot be published', () => {
  it('refuses the page, naming the statistics block and each figure missing a source or a date', async () => {
    const id = await fx.draft('/chiffres', [figures([sourced, figure, { ...sourced, source_date: 'décembre' }])]);
    const result = await publish(fx.db, id, fx.alice);
    expect(result.published).toBe(false);
    if (result.published) return;
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ blockId: 'stats', type: 'statistics_block', label: { fr: 'Grille de statistiques' }, position: 1 });
    expect(result.problems[0]!.issues.map((i) => i.problem)).toEqual([
      { kind: 'figure_source_missing', item: 2, missing: 'source' },
      { kind: 'figure_source_missing', item: 2, missing: 'source_date' },
      { kind: 'figure_source_missing', item: 3, missing: 'source_date' },
    ]);
  });

  it('publishes the same page once every figure has its source and date', async () => {
    const id = await fx.draft('/chiffres-sources', [figures([sourced, figure])]);
    expect((await publish(fx.db, id, fx.alice)).published).toBe(false);
    await fx.redraft(id, [figures([sourced, sourced])]);
    expect(await publish(fx.db, id, fx.alice)).toMatchObject({ published: true });
  });

  it('a page variant with an unsourced figure is not published either, and is once sourced', async () => {
    const { db, alice } = fx;
    const pageId = await fx.draft('/chiffres-variante', [figures([sourced])]);
    const variant = await createVariant(db, { siteId: 'site-a', pageId, name: 'Printemps', color: 'teal' }, alice);
    await saveVariantContent(db, variant.id, 'site-a', [figures([figure])], alice);
    expect(await publishVariant(db, variant.id, 'site-a', alice)).toMatchObject({ published: false, problems: [{ blockId: 'stats' }] });
    await saveVariantContent(db, variant.id, 'site-a', [figures([sourced])], alice);
    expect(await publishVariant(db, variant.id, 'site-a', alice)).toEqual({ published: true });
  });

  it('an article with an unsourced figure is not published, and is once sourced', async () => {
    const { db } = fx;
    const id = await createArticle(db, 'site-a', { title: { fr: 'Le marché' }, slug: { fr: 'le-marche' }, published_at: '2026-11-20' });
    await saveArticleContent(db, 'site-a', id, 'fr', [figures([figure])], 'Alice');
    expect(await publishArticle(db, 'site-a', id, 'Alice')).toMatchObject({ published: false, problems: [{ blockId: 'stats', position: 1, issues: [{ problem: { kind: 'figure_source_missing', item: 1, missing: 'source' } }, {}] }] });
    await saveArticleContent(db, 'site-a', id, 'fr', [figures([sourced])], 'Alice');
    expect(await publishArticle(db, 'site-a', id, 'Alice')).toBe(true);
  });

  it('the site footer with an unsourced figure is not saved, and is once sourced', async () => {
    const refused = await saveSiteChrome(fx.db, 'site-a', 'footer', [figures([figure])]);
    expect(refused).toMatchObject({ saved: false, problems: [{ blockId: 'stats', position: 1 }] });
    expect(await saveSiteChrome(fx.db, 'site-a', 'footer', [figures([sourced])])).toEqual({ saved: true });
  });

  it('the demo statistics pass the rule', async () => {
    const id = await fx.draft('/chiffres-demo', [{ ...figures([]), fields: statisticsBlockSpec.demo as ReturnType<typeof figures>['fields'] }]);
    expect(await publish(fx.db, id, fx.alice)).toMatchObject({ published: true });
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

describe('the publish panel words the problem in the editor\'s language, naming the block by its label and position', () => {
  const problems = [{ blockId: 'stats', type: 'statistics_block', label: { fr: 'Statistiques', en: 'Statistics' }, position: 3, issues: [{ path: 'statistics_repeater.1.source', message: 'x', problem: { kind: 'figure_source_missing' as const, item: 2, missing: 'source' as const } }] }];
  it.each([
    ['fr', 'Statistiques (bloc 3)', 'le chiffre 2 n’indique pas sa source'],
    ['en', 'Statistics (block 3)', 'figure 2 does not state its source'],
  ] as const)('%s', (locale, block, text) => {
    const html = panelHtml(problems, locale);
    expect(html).toContain(block);
    expect(html).toContain(text);
    expect(html).not.toContain('stats');
    expect(publishRefusalText(problems, locale)).toContain(`${block}`);
  });
});
