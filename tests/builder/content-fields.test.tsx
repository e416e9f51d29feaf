import type { Field } from '@puckeditor/core';
import { isValidElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '@/blocks/registry';
import { createPuckConfig } from '@/builder/config';
import { BgMediaField } from '@/builder/config/fields/BgMediaField';
import { fieldText } from '@/builder/config/fields/field-text';
import { LinkUrlField } from '@/builder/config/fields/LinkUrlField';
import { SeoField } from '@/builder/config/fields/SeoField';
import { JsonField } from '@/builder/config/JsonField';
import { EditorContextProvider } from '@/builder/editor-context';
import type { Locale } from '@/lib/i18n/locales';
import { testLabels } from './labels';

const config = createPuckConfig({ labels: testLabels });

/** The element a custom field renders (not mounted: Puck's stores are not there). */
function rendered(field: Field | undefined): ReactElement {
  if (field?.type !== 'custom') throw new Error(`not a custom field: ${field?.type}`);
  const element = field.render({ field, name: 'x', id: 'x', value: undefined, onChange: () => {} });
  expect(isValidElement(element)).toBe(true);
  return element;
}

/** Paths of every field still edited as raw JSON, across the whole registry. */
function jsonFallbacks(fields: Record<string, Field>, prefix: string): string[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    const path = `${prefix}.${name}`;
    if (field.type === 'custom') return rendered(field).type === JsonField ? [path] : [];
    if (field.type === 'object') return jsonFallbacks(field.objectFields as Record<string, Field>, path);
    if (field.type === 'array') return jsonFallbacks(field.arrayFields as Record<string, Field>, `${path}[]`);
    return [];
  });
}

describe('custom fields of the content types', () => {
  it('edits a link with its own url and action fields, in objects and in sortable arrays', () => {
    const fields = config.components.cta_block?.fields ?? {};
    const repeater = fields.cta_repeater as Extract<Field, { type: 'array' }>;
    expect(repeater.type).toBe('array');
    expect(Object.keys(repeater.arrayFields)).toEqual(['text', 'url', 'target', 'format', 'icon', 'on_click_action']);
    expect(repeater.arrayFields.url?.type).toBe('custom');
    expect(repeater.arrayFields.target).toMatchObject({ type: 'select', label: 'Ouverture' });
    expect(repeater.arrayFields.format?.type).toBe('object');
    expect(repeater.defaultItemProps).toEqual({ text: {}, url: {} });
    expect(repeater.getItemSummary?.({ target: '_self', text: { fr: 'Nous joindre' }, url: { fr: '/fr/contact' } }, 0)).toBe('Nous joindre');
    const single = config.components.properties_block?.fields?.cta as Extract<Field, { type: 'object' }>;
    expect(Object.keys(single.objectFields)).toContain('on_click_action');
  });

  it('edits an image with media per locale, a centre point and filters', () => {
    const image = config.components.cta_block?.fields?.image as Extract<Field, { type: 'object' }>;
    expect(image.type).toBe('object');
    expect(Object.keys(image.objectFields)).toEqual(['media', 'center', 'filters']);
    expect(image.objectFields.center?.type).toBe('custom');
    const filters = image.objectFields.filters as Extract<Field, { type: 'object' }>;
    expect(Object.keys(filters.objectFields)).toEqual(['blur', 'brightness', 'contrast', 'opacity', 'saturate']);
    const medias = config.components.txt_img_double_block_1?.fields?.medias_repeater as Extract<Field, { type: 'array' }>;
    expect(Object.keys(medias.arrayFields)).toEqual(['media', 'center', 'filters']);
  });

  it('edits bg_media with the media field, and no link, image or media is left to raw JSON', () => {
    expect(rendered(config.components.hero_cta_block?.fields?.bg_media as Field).type).toBe(BgMediaField);
    const fallbacks = [...blockRegistry.keys()].flatMap((type) => jsonFallbacks(config.components[type]?.fields as Record<string, Field>, type));
    expect(fallbacks.filter((path) => /bg_media|link|image|media|cta|url|center|action/.test(path))).toEqual([]);
  });

  it('edits the page SEO with fields per locale, not JSON', () => {
    expect(rendered(config.root?.fields?.seo as Field).type).toBe(SeoField);
  });
});

describe('custom fields as the editor shows them', () => {
  const text = fieldText('fr');
  const html = (element: ReactElement, editLocale: Locale = 'fr') =>
    renderToStaticMarkup(<EditorContextProvider value={{ editLocale, siteType: 'broker', brandingVersion: 1, alternatePaths: [] }}>{element}</EditorContextProvider>);

  it('shows an external url that is not https:// with a clear error, in the locale being edited', () => {
    const markup = html(<LinkUrlField label="URL" text={text} value={{ fr: 'http://example.com', en: 'https://example.com' }} onChange={() => {}} />);
    expect(markup).toContain('value="http://example.com"');
    expect(markup).toContain(text['external-invalid']);
    expect(html(<LinkUrlField label="URL" text={text} value={{ fr: 'http://example.com', en: 'https://example.com' }} onChange={() => {}} />, 'en')).not.toContain(text['external-invalid']);
  });

  it('shows a background image with its preview and centre point, and no JSON', () => {
    const markup = html(
      <BgMediaField label="BG" text={text} yesNo={{ yes: 'Oui', no: 'Non' }} value={{ type: 'image', image: { media: { fr: { url: '/a.jpg' } }, center: { x: 20, y: 30 } } }} onChange={() => {}} />,
    );
    expect(markup).toContain('src="/a.jpg"');
    expect(markup).toContain('left:20%;top:30%');
    expect(markup).not.toContain('<textarea');
    const video = html(<BgMediaField label="BG" text={text} yesNo={{ yes: 'Oui', no: 'Non' }} value={{ type: 'video', video: { sources: [{ url: '/v.mp4' }] } }} onChange={() => {}} />);
    expect(video).toContain('value="/v.mp4"');
    expect(video).toContain(text['video-autoplay']);
  });

  it('shows the page SEO of the locale being edited', () => {
    const seo = { global: { en: { og_title: 'Home' } }, robots_index_rule: 'noindex, follow' };
    const markup = html(<SeoField label="SEO" text={text} value={seo} onChange={() => {}} />, 'en');
    expect(markup).toContain('value="Home"');
    expect(markup).toContain(text['seo-canonical']);
    expect(html(<SeoField label="SEO" text={text} value={seo} onChange={() => {}} />, 'fr')).not.toContain('value="Home"');
  });
});
