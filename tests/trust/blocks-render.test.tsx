import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { BlockContext, BlockParams } from '@/blocks/types';
import { trustBlocks } from '@/blocks/groups/trust';
import { getBlockDefinition } from '@/blocks/registry';
import frTrust from '@/locales/fr/trust.json';
import enTrust from '@/locales/en/trust.json';
import frMortgage from '@/locales/fr/mortgage.json';
import enMortgage from '@/locales/en/mortgage.json';
import { SITE_TIME_ZONE } from '@/lib/format/date';

const messages = { fr: { trust: frTrust, mortgage: frMortgage }, en: { trust: enTrust, mortgage: enMortgage } };

const ctx = (locale: 'fr' | 'en'): BlockContext => ({
  locale,
  siteType: 'broker',
  brandingVersion: 1,
  variantId: null,
  routes: { home: `/${locale}`, contact: '/c', properties: '/p', blog: '/b', terms: '/t', privacy: '/pr' },
  alternatePaths: [],
  index: 2,
});

function render(type: string, fields: Record<string, unknown> = {}, locale: 'fr' | 'en' = 'fr', params: BlockParams = {}) {
  const def = getBlockDefinition(type)!;
  const parsed = def.schema.parse({ ...(def.demo as object), ...fields });
  const Component = def.component;
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} timeZone={SITE_TIME_ZONE} messages={messages[locale]}>
      <Component fields={parsed} params={params} ctx={ctx(locale)} id="b1" />
    </NextIntlClientProvider>,
  );
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('trust blocks', () => {
  it('registers the nine blocks, each demo valid against its schema', () => {
    expect(trustBlocks.map((d) => d.type).sort()).toEqual(
      [
        'highlights_block',
        'mortgage_calculator_block',
        'qa_block',
        'rewards_block',
        'statistics_block',
        'testimonials_brokers_block',
        'testimonials_google_block',
        'testimonials_list_block',
        'testimonials_slider_block',
      ].sort(),
    );
    for (const def of trustBlocks) expect(def.schema.safeParse(def.demo).success, def.type).toBe(true);
  });

  it('mortgage calculator: the default title per locale when the title is empty', () => {
    expect(render('mortgage_calculator_block', { main_title: {} }, 'fr')).toContain('Calculez les versements pour une propriété');
    expect(render('mortgage_calculator_block', { main_title: {} }, 'en')).toContain('Calculate the payments for a property');
  });

  it('Google reviews: average to 2 decimals in the locale, stars to the half, total', () => {
    const fr = render('testimonials_google_block', { average_score: 4.256, total_reviews: 127 }, 'fr');
    expect(fr).toContain('4,26');
    expect(fr).toContain('Note de 4,5 sur 5');
    const average = fr.slice(fr.indexOf('Note de 4,5 sur 5'));
    expect(average.indexOf('data-star="half"')).toBeGreaterThan(-1);
    expect(count(average.slice(0, average.indexOf('</span>')), /data-star="full"/g)).toBe(4);
    expect(fr).toContain('Basé sur 127 avis Google');
    const en = render('testimonials_google_block', { average_score: 4.256, total_reviews: 1 }, 'en');
    expect(en).toContain('4.26');
    expect(en).toContain('Based on 1 Google review');
  });

  it('rejects a score above 5 or a negative review count with a message naming the field', () => {
    const def = getBlockDefinition('testimonials_google_block')!;
    const bad = def.schema.safeParse({ ...(def.demo as object), average_score: 6, total_reviews: -1 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['average_score', 'total_reviews']);
  });

  it('testimonial list and rewards: 3 items then Show more with the hidden count', () => {
    const list = render('testimonials_list_block');
    expect(count(list, /<figure/g)).toBe(3);
    expect(list).toContain('Afficher plus (3)');
    const rewards = render('rewards_block', {}, 'en');
    expect(count(rewards, /<figure/g)).toBe(3);
    expect(rewards).toContain('Show more (3)');
    const few = render('rewards_block', { rewards_repeater: [{ reward: 'titan' }] });
    expect(few).not.toContain('Afficher plus');
  });

  it('rewards: light badges by default, dark ones in the inverted scheme, French file names', () => {
    expect(render('rewards_block')).toContain('/rewards/light/temple-renomee_fr.svg');
    expect(render('rewards_block', {}, 'en', { color_scheme: 'inverted' })).toContain('/rewards/dark/temple-renomee_fr.svg');
  });

  it('carousels: broker quotes clamp at 7 lines, cards at 10, with zero-padded counters', () => {
    expect(render('testimonials_brokers_block')).toContain('--lines:7');
    expect(render('testimonials_slider_block')).toContain('--lines:10');
  });

  it('Q&A: disclosure buttons, answers hidden but in the HTML, FAQPage JSON-LD', () => {
    const html = render('qa_block', {}, 'en');
    expect(count(html, /aria-expanded="false"/g)).toBe(4);
    expect(html).toContain('application/ld+json');
    expect(html).toContain('"@type":"FAQPage"');
    expect(html).toContain('What minimum down payment do I need?');
  });

  it('highlights: numbered about items and the info source', () => {
    const html = render('highlights_block');
    expect(html).toContain('01');
    expect(html).toContain('Source : Données internes 2025');
  });

  it('statistics: the layout variant reaches the grid', () => {
    expect(render('statistics_block', { layout_display: 'variant_2' })).toContain('data-layout="variant_2"');
    expect(render('statistics_block')).toContain('data-layout="variant_1"');
  });
});
