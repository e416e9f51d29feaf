import type { ComponentConfig } from '@puckeditor/core';
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { PathnameContext, SearchParamsContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime';
import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '@/blocks/registry';
import { createPuckConfig } from '@/builder/config';
import { EditorContextProvider } from '@/builder/editor-context';
import { reservedPropNames } from '@/builder/page-data';
import { loadMessages } from '@/locales';
import type { Locale } from '@/lib/i18n/locales';
import { testLabels } from './labels';
import { SITE_TIME_ZONE } from '@/lib/format/date';

const config = createPuckConfig({ labels: testLabels });

function renderComponent(type: string, editLocale: Locale) {
  const component = config.components[type] as ComponentConfig;
  const Render = component.render as (props: Record<string, unknown>) => React.ReactElement;
  const props = { ...component.defaultProps, id: `${type}-1`, puck: { isEditing: true } };
  // In the editor the canvas sits inside the app router (/qa); blocks with client leaves may use it.
  const router = { back() {}, forward() {}, refresh() {}, push() {}, replace() {}, prefetch() {} };
  return renderToStaticMarkup(
    <AppRouterContext.Provider value={router as never}>
      <PathnameContext.Provider value="/qa/pages/1/edit">
        <SearchParamsContext.Provider value={new URLSearchParams() as never}>
          <NextIntlClientProvider locale={editLocale} timeZone={SITE_TIME_ZONE} messages={loadMessages(editLocale)}>
            <EditorContextProvider value={{ editLocale, siteType: 'broker', brandingVersion: 1, alternatePaths: [] }}>
              <Render {...props} />
            </EditorContextProvider>
          </NextIntlClientProvider>
        </SearchParamsContext.Provider>
      </PathnameContext.Provider>
    </AppRouterContext.Provider>,
  );
}

describe('Puck config derived from the block registry', () => {
  it('has one component per registered block, in a category, labelled in the QA language', () => {
    expect(Object.keys(config.components).sort()).toEqual([...blockRegistry.keys()].sort());
    const categorised = Object.values(config.categories ?? {}).flatMap((c) => c.components ?? []);
    expect(categorised.sort()).toEqual([...blockRegistry.keys()].sort());
    for (const [type, definition] of blockRegistry) expect(config.components[type]?.label).toBe(definition.label.fr);
  });

  it('uses each demo as default props, and the demo passes the block schema', () => {
    for (const [type, definition] of blockRegistry) {
      const fields = { ...(config.components[type]?.defaultProps as Record<string, unknown>) };
      delete fields.block_params;
      expect(fields).toEqual(definition.demo);
      expect(definition.schema.safeParse(fields).success, type).toBe(true);
    }
  });

  it('never needs a block field named like the props the mapping reserves', () => {
    for (const [type] of blockRegistry) {
      for (const reserved of reservedPropNames) {
        if (reserved === 'block_params') continue;
        expect(Object.keys(config.components[type]?.fields ?? {}), type).not.toContain(reserved);
      }
    }
  });

  it('derives field types from the schema: localised text, select for enums, arrays, params', () => {
    const fields = config.components.cta_block?.fields ?? {};
    expect(fields.main_title?.type).toBe('custom');
    expect(fields.orientation_x).toMatchObject({ type: 'select' });
    expect((fields.orientation_x as { options: { value: unknown }[] }).options.map((o) => o.value)).toEqual(['center', 'left', 'right']);
    expect(fields.cta_repeater?.type).toBe('array');
    const item = (fields.cta_repeater as { arrayFields: Record<string, { type: string }> }).arrayFields;
    expect(item.text?.type).toBe('custom');
    expect(item.target?.type).toBe('select');
    expect(fields.image?.type).toBe('object');
    const params = (config.components.text_block_2?.fields?.block_params as { objectFields: Record<string, { options: { value: unknown }[] }> }).objectFields;
    expect(params.text_align?.options.map((o) => o.value)).toEqual([undefined, 'left', 'center', 'right']);
    expect(params.color_scheme?.options.map((o) => o.value)).toEqual([undefined, 'normal', 'normal-grey', 'inverted']);
  });

  it('renders every block with its demo in the locale being edited, not as an invalid block', () => {
    for (const type of blockRegistry.keys()) {
      const html = renderComponent(type, 'fr');
      expect(html, type).toContain(`data-block-type="${type}"`);
      expect(html, type).not.toContain('Bloc invalide');
    }
    expect(renderComponent('cta_block', 'fr')).toContain('Prêt à vendre votre propriété?');
    expect(renderComponent('cta_block', 'en')).toContain('Ready to sell your property?');
  });

  it('shows what is wrong instead of a block whose fields fail the schema', () => {
    const Render = config.components.cta_block!.render as (props: Record<string, unknown>) => React.ReactElement;
    const html = renderToStaticMarkup(<Render id="x" cta_repeater="oops" puck={{}} />);
    expect(html).toContain('Bloc invalide');
    expect(html).toContain('cta_repeater');
  });

  it('restricts the components for the header and footer editor', () => {
    const chrome = createPuckConfig({ labels: testLabels, only: (d) => d.category === 'headers' || d.category === 'footers' });
    expect(Object.keys(chrome.components)).toEqual(expect.arrayContaining(['footer_block', 'header_classic']));
    expect(Object.keys(chrome.components)).not.toContain('cta_block');
  });
});
