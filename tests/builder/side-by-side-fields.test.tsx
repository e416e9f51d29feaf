import type { Field } from '@puckeditor/core';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createPuckConfig } from '@/builder/config';
import { fieldText } from '@/builder/config/fields/field-text';
import { ImageMediaInputs } from '@/builder/config/fields/ImageMediaInputs';
import { LinkUrlField } from '@/builder/config/fields/LinkUrlField';
import { moveItem } from '@/builder/config/fields/move-item';
import { SeoField } from '@/builder/config/fields/SeoField';
import { VideoForm } from '@/builder/config/fields/VideoForm';
import { EditorContextProvider } from '@/builder/editor-context';
import { testLabels } from './labels';

const text = fieldText('fr');
const html = (element: ReactElement, sideBySide: boolean) =>
  renderToStaticMarkup(
    <EditorContextProvider value={{ editLocale: 'fr', siteType: 'broker', brandingVersion: 1, alternatePaths: [], sideBySide }}>{element}</EditorContextProvider>,
  );

/** French column before English column, each holding its own value. */
function expectColumns(markup: string, fr: string, en: string) {
  const frAt = markup.indexOf('lang="fr"');
  const enAt = markup.indexOf('lang="en"');
  expect(frAt).toBeGreaterThan(-1);
  expect(enAt).toBeGreaterThan(frAt);
  expect(markup.indexOf(fr)).toBeGreaterThan(frAt);
  expect(markup.indexOf(fr)).toBeLessThan(enAt);
  expect(markup.indexOf(en)).toBeGreaterThan(enAt);
}

describe('custom fields in the side-by-side view', () => {
  it('shows a link text French | English (the link text is a localised field)', () => {
    const config = createPuckConfig({ labels: testLabels });
    const repeater = config.components.cta_block?.fields?.cta_repeater as Extract<Field, { type: 'array' }>;
    const textField = repeater.arrayFields.text;
    if (textField?.type !== 'custom') throw new Error('not custom');
    const element = textField.render({ field: textField, name: 'text', id: 'x', value: { fr: 'Nous joindre', en: 'Contact us' }, onChange: () => {} });
    expectColumns(html(element, true), 'value="Nous joindre"', 'value="Contact us"');
    expect(html(element, false)).not.toContain('value="Contact us"');
  });

  it('shows a link url per locale, each with its own mode and check', () => {
    const field = <LinkUrlField label="URL" text={text} value={{ fr: 'https://exemple.ca', en: 'http://example.com' }} onChange={() => {}} />;
    const both = html(field, true);
    expectColumns(both, 'value="https://exemple.ca"', 'value="http://example.com"');
    // The English url is not https://: its error shows in its column only.
    expect(both.indexOf(text['external-invalid'])).toBeGreaterThan(both.indexOf('lang="en"'));
    expect(both.match(/type="radio"/g)).toHaveLength(4);
    const one = html(field, false);
    expect(one).not.toContain('value="http://example.com"');
    expect(one).not.toContain('lang="en"');
  });

  it('shows an image url and alt per locale', () => {
    const field = <ImageMediaInputs label="Image" text={text} value={{ fr: { url: '/fr.jpg', alt: 'Maison' }, en: { url: '/en.jpg', alt: 'House' } }} onChange={() => {}} />;
    const both = html(field, true);
    expectColumns(both, 'value="/fr.jpg"', 'value="/en.jpg"');
    expectColumns(both, 'value="Maison"', 'value="House"');
    expect(html(field, false)).not.toContain('value="House"');
  });

  it('shows the page SEO per locale, with one robots rule for both', () => {
    const seo = { global: { fr: { og_title: 'Accueil' }, en: { og_title: 'Home' } }, canonical_url: { en: 'http://bad' }, robots_index_rule: 'noindex, follow' };
    const both = html(<SeoField label="SEO" text={text} value={seo} onChange={() => {}} />, true);
    expectColumns(both, 'value="Accueil"', 'value="Home"');
    expect(both.indexOf(text['seo-canonical-invalid'])).toBeGreaterThan(both.indexOf('lang="en"'));
    expect(both.split(text['seo-robots']).length - 1).toBeGreaterThanOrEqual(1);
    expect(both.match(/<select/g)).toHaveLength(1);
    const one = html(<SeoField label="SEO" text={text} value={seo} onChange={() => {}} />, false);
    expect(one).toContain('value="Accueil"');
    expect(one).not.toContain('value="Home"');
  });

  it('shows a video poster per locale', () => {
    const video = { sources: [], poster: { fr: '/affiche.jpg', en: '/poster.jpg' } };
    expectColumns(html(<VideoForm text={text} yesNo={{ yes: 'Oui', no: 'Non' }} value={video} onChange={() => {}} />, true), 'value="/affiche.jpg"', 'value="/poster.jpg"');
  });
});

describe('video sources reorder', () => {
  const sources = [{ url: '/a.webm', type: 'video/webm' }, { url: '/b.mp4', type: 'video/mp4' }, { url: '/c.ogv', type: 'video/ogg' }];

  it('moves an item up or down, and leaves the list as it is at its ends', () => {
    expect(moveItem(sources, 1, -1).map((s) => s.url)).toEqual(['/b.mp4', '/a.webm', '/c.ogv']);
    expect(moveItem(sources, 1, 1).map((s) => s.url)).toEqual(['/a.webm', '/c.ogv', '/b.mp4']);
    expect(moveItem(sources, 0, -1)).toEqual(sources);
    expect(moveItem(sources, 2, 1)).toEqual(sources);
    expect(moveItem(sources, 5, -1)).toEqual(sources);
    expect(moveItem(sources, 1, -1)).not.toBe(sources);
  });

  it('gives each source labelled up and down buttons, disabled where the source cannot move', () => {
    const markup = html(<VideoForm text={text} yesNo={{ yes: 'Oui', no: 'Non' }} value={{ sources }} onChange={() => {}} />, false);
    expect(markup).toContain('role="group" aria-label="Fichier 1 sur 3"');
    expect(markup).toMatch(/<button type="button" class="[^"]*" disabled="" data-move="up" aria-label="Monter le fichier 1"/);
    expect(markup).toMatch(/<button type="button" class="[^"]*" data-move="down" aria-label="Descendre le fichier 1"/);
    expect(markup).toMatch(/<button type="button" class="[^"]*" data-move="up" aria-label="Monter le fichier 3"/);
    expect(markup).toMatch(/<button type="button" class="[^"]*" disabled="" data-move="down" aria-label="Descendre le fichier 3"/);
  });
});
