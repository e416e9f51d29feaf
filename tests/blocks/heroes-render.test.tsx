import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { Block, BlockContext, BlockDefinition } from '@/blocks/types';
import { heroBlocks } from '@/blocks/groups/heroes';
import frHeroes from '@/locales/fr/heroes.json';
import enHeroes from '@/locales/en/heroes.json';
import frBlocks from '@/locales/fr/blocks.json';
import { SITE_TIME_ZONE } from '@/lib/format/date';

const ctx = (index: number, locale: 'fr' | 'en' = 'fr'): BlockContext => ({
  locale,
  siteType: 'broker',
  brandingVersion: 1,
  variantId: null,
  routes: { home: '/fr', contact: '/fr/contact', properties: '/fr/proprietes', blog: '/fr/blogue', terms: '/fr/t', privacy: '/fr/p' },
  alternatePaths: [],
  index,
});

const definition = (type: string): BlockDefinition => {
  const found = heroBlocks.find((d) => d.type === type);
  if (!found) throw new Error(`${type} is not in heroBlocks`);
  return found;
};

/** Renders a block as BlockList does: fields validated by the schema, then the component. */
function render(block: Pick<Block, 'block_type' | 'block_params' | 'fields'>, index = 1, locale: 'fr' | 'en' = 'fr') {
  const def = definition(block.block_type);
  const fields = def.schema.parse(block.fields);
  const Component = def.component;
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} timeZone={SITE_TIME_ZONE} messages={{ heroes: locale === 'fr' ? frHeroes : enHeroes, blocks: frBlocks }}>
      <Component fields={fields} params={block.block_params ?? {}} ctx={ctx(index, locale)} id="b1" />
    </NextIntlClientProvider>,
  );
}

const demo = (type: string, fields: Record<string, unknown> = {}, block_params: Block['block_params'] = {}) => ({
  block_type: type,
  block_params,
  fields: { ...(definition(type).demo as Record<string, unknown>), ...fields },
});

describe('hero and text blocks', () => {
  it('registers the six block types with demos that pass their own schema', () => {
    expect(heroBlocks.map((d) => d.type).sort()).toEqual(
      ['hero_content_1', 'hero_content_2', 'hero_cta_block', 'text_block_1', 'text_block_2', 'txt_img_double_block_1'].sort(),
    );
    for (const def of heroBlocks) expect(def.schema.safeParse(def.demo).success, def.type).toBe(true);
  });

  it('shows each demo in the page language', () => {
    expect(render(demo('hero_content_1'), 1, 'fr')).toContain('Vendez votre propriété en toute confiance');
    expect(render(demo('hero_content_1'), 1, 'en')).toContain('Sell your property with confidence');
    expect(render(demo('hero_content_2'), 1, 'en')).toContain('Your next home starts here');
    expect(render(demo('hero_cta_block'), 1, 'fr')).toContain('Trouvez votre place à Québec');
    expect(render(demo('text_block_1'), 1, 'en')).toContain('Buying your first property in Québec');
    expect(render(demo('text_block_2'), 1, 'fr')).toContain('Des courtiers d’ici');
    expect(render(demo('txt_img_double_block_1'), 1, 'en')).toContain('A team that knows your neighbourhood');
  });

  it('gives the first block of the page the h1 and an eagerly loaded image', () => {
    const first = render(demo('hero_content_1'), 0);
    expect(first).toMatch(/<h1[^>]*>Vendez votre propriété/);
    expect(first).toMatch(/<img[^>]*loading="eager"/);
    expect(first).toMatch(/<img[^>]*fetchPriority="high"/i);

    const later = render(demo('hero_content_1'), 3);
    expect(later).toMatch(/<h2[^>]*>Vendez votre propriété/);
    expect(later).not.toContain('<h1');
    expect(later).toMatch(/<img[^>]*loading="lazy"/);
  });

  it('falls back to the default side when orientation_x is not accepted', () => {
    expect(render(demo('hero_content_1', {}, { orientation_x: 'right' }))).toContain('data-orientation="right"');
    expect(render(demo('hero_content_1', {}, { orientation_x: 'diagonal' }))).toContain('data-orientation="left"');
    expect(render(demo('hero_content_2', {}, { orientation_x: 'center' }))).toContain('data-orientation="center"');
    expect(render(demo('text_block_2', {}, { text_align: 'justify' }))).toContain('data-align="center"');
  });

  it('lays out one media alone and two side by side, ignoring any third', () => {
    const images = definition('txt_img_double_block_1').demo as { medias_repeater: unknown[] };
    const [a, b] = images.medias_repeater;
    const imgCount = (html: string) => html.match(/<img /g)?.length ?? 0;

    const single = render(demo('txt_img_double_block_1', { medias_repeater: [a] }));
    expect(single).toContain('data-layout="single"');
    expect(imgCount(single)).toBe(1);

    const triple = render(demo('txt_img_double_block_1', { medias_repeater: [a, b, a] }));
    expect(triple).toContain('data-layout="double"');
    expect(imgCount(triple)).toBe(2);

    const none = render(demo('txt_img_double_block_1', { medias_repeater: [] }));
    expect(none).not.toContain('data-layout');
    expect(none).toContain('Une équipe qui connaît votre quartier');
  });

  it('lists the icon items of txt_img_double_block_1', () => {
    const html = render(demo('txt_img_double_block_1'), 1, 'fr');
    expect(html.match(/<li /g)?.length).toBe(3);
    expect(html).toContain('Visites organisées le soir et la fin de semaine');
  });

  it('gives the hero call-to-action a labelled scroll cue to the content below it', () => {
    const html = render(demo('hero_cta_block', {}, { align_y: 'bottom' }), 0, 'en');
    expect(html).toContain('data-align-y="bottom"');
    expect(html).toContain('href="#b1-end"');
    expect(html).toContain('id="b1-end"');
    expect(html).toContain('Scroll to content');
  });

  it('renders the calls to action as links with their localised urls', () => {
    const html = render(demo('hero_content_2'), 1, 'en');
    expect(html).toMatch(/<a[^>]*href="\/en\/properties"[^>]*>.*Find a property/);
    expect(html).toMatch(/href="\/en\/contact"/);
  });
});
