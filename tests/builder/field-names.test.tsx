import type { Field } from '@puckeditor/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fieldText } from '@/builder/config/fields/field-text';
import { SeoField } from '@/builder/config/fields/SeoField';
import { LocalizedField } from '@/builder/config/LocalizedField';
import { EditorContextProvider } from '@/builder/editor-context';

const html = (element: React.ReactElement, sideBySide = false) =>
  renderToStaticMarkup(
    <EditorContextProvider value={{ editLocale: 'fr', siteType: 'broker', brandingVersion: 1, alternatePaths: [], sideBySide }}>{element}</EditorContextProvider>,
  );

/** Every text input and textarea of the markup with the <label> element wrapping it, if any. */
function controls(markup: string): { tag: string; title: string | null; labelled: boolean }[] {
  const out: { tag: string; title: string | null; labelled: boolean }[] = [];
  const tag = /<(\/?)(label|input|textarea)\b([^>]*)>/g;
  let depth = 0;
  for (let match = tag.exec(markup); match; match = tag.exec(markup)) {
    const [, closing, name, attrs = ''] = match;
    if (name === 'label') depth += closing ? -1 : 1;
    else if (!closing) out.push({ tag: name!, title: /title="([^"]*)"/.exec(attrs)?.[1] ?? null, labelled: depth > 0 });
  }
  return out;
}

describe('Inputs of the editor fields', () => {
  it.each([false, true])('a localised text is named by its label and language, never a React id as tooltip (side by side: %s)', (sideBySide) => {
    const inner: Field = { type: 'text' };
    const markup = html(<LocalizedField label="Titre principal" inner={inner} value={{ fr: 'Bonjour' }} onChange={() => {}} />, sideBySide);
    const inputs = controls(markup);
    expect(inputs.length).toBeGreaterThan(0);
    for (const input of inputs) {
      expect(input.title ?? '').not.toMatch(/^_r|^:r/);
      expect(input.labelled).toBe(true);
    }
    expect(markup).toContain('Titre principal (FR)');
  });

  it('a localised description (textarea) sits in a label', () => {
    const markup = html(<LocalizedField label="Description" inner={{ type: 'textarea' }} value={{ fr: 'Texte' }} onChange={() => {}} />);
    expect(controls(markup).filter((c) => c.tag === 'textarea')).toEqual([{ tag: 'textarea', title: null, labelled: true }]);
  });

  it('the SEO description textarea sits in its label', () => {
    const markup = html(<SeoField label="SEO" text={fieldText('fr')} value={{}} onChange={() => {}} />);
    const areas = controls(markup).filter((c) => c.tag === 'textarea');
    expect(areas.length).toBeGreaterThan(0);
    for (const area of areas) expect(area.labelled).toBe(true);
  });
});
