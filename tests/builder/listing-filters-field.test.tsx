import type { Field } from '@puckeditor/core';
import { isValidElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createPuckConfig } from '@/builder/config';
import { fieldText } from '@/builder/config/fields/field-text';
import { MunicipalitiesField, MunicipalityPicker } from '@/builder/config/fields/MunicipalitiesField';
import { chosenMunicipalities, matchMunicipalities, toggleCode } from '@/builder/config/fields/municipality-options';
import { fetchMunicipalityList } from '@/builder/config/fields/use-municipality-list';
import { JsonField } from '@/builder/config/JsonField';
import { testLabels } from './labels';

const config = createPuckConfig({ labels: testLabels });
const text = fieldText('fr');
const list = [
  { MUN_CODE: '25213', DESCRIPTION: 'Lévis' },
  { MUN_CODE: '66023', DESCRIPTION: 'Montréal' },
  { MUN_CODE: '23027', DESCRIPTION: 'Québec' },
];

/** The filters object field of a block. */
function filtersOf(type: string): Record<string, Field> {
  const filters = config.components[type]?.fields?.filters as Extract<Field, { type: 'object' }>;
  expect(filters.type).toBe('object');
  return filters.objectFields as Record<string, Field>;
}

describe('listing filters of the properties blocks', () => {
  it.each(['properties_block', 'properties_slider_block', 'sold_properties_map_block'])('%s edits mun with the municipality picker and type with a labelled select', (type) => {
    const fields = filtersOf(type);
    const mun = fields.mun;
    if (mun?.type !== 'custom') throw new Error('mun is not a custom field');
    expect(mun.label).toBe(text['mun-label']);
    const element = mun.render({ field: mun, name: 'filters.mun', id: 'x', value: ['66023'], onChange: () => {} });
    expect(isValidElement(element) && element.type).toBe(MunicipalitiesField);
    expect(element.type).not.toBe(JsonField);
    expect(fields.type).toEqual({
      type: 'select',
      label: text['type-label'],
      options: [
        { label: 'Tous les types', value: undefined },
        { label: 'Maisons unifamiliales', value: 'maison' },
        { label: 'Condominiums', value: 'condo' },
        { label: 'Immeubles à revenus', value: 'prop' },
        { label: 'Fermes / campagne', value: 'ferme' },
        { label: 'Chalets', value: 'chalet' },
        { label: 'Terrains', value: 'terrain' },
        { label: 'Commercial / industriel', value: 'comm' },
      ],
    });
  });

  it('labels the property types in English for an English QA', () => {
    const english = createPuckConfig({ labels: { ...testLabels, qaLocale: 'en' } });
    const filters = english.components.properties_block?.fields?.filters as Extract<Field, { type: 'object' }>;
    const type = filters.objectFields.type as Extract<Field, { type: 'select' }>;
    expect(type.label).toBe('Property type');
    expect(type.options.map((o) => o.label)).toContain('Single-family homes');
  });
});

describe('municipality options', () => {
  it('finds municipalities without accents or case, and by code', () => {
    expect(matchMunicipalities(list, 'levis').map((m) => m.MUN_CODE)).toEqual(['25213']);
    expect(matchMunicipalities(list, ' QUÉ ').map((m) => m.MUN_CODE)).toEqual(['23027']);
    expect(matchMunicipalities(list, '660').map((m) => m.MUN_CODE)).toEqual(['66023']);
    expect(matchMunicipalities(list, '')).toHaveLength(3);
  });

  it('adds a code once at the end, removes it, and answers no filter when none is left', () => {
    expect(toggleCode(undefined, '66023', true)).toEqual(['66023']);
    expect(toggleCode(['66023'], '25213', true)).toEqual(['66023', '25213']);
    expect(toggleCode(['66023', '25213'], '66023', true)).toEqual(['25213', '66023']);
    expect(toggleCode(['66023'], '66023', false)).toBeUndefined();
  });

  it('names the chosen codes in the order chosen, an unknown code as itself', () => {
    expect(chosenMunicipalities(['23027', '99999'], list)).toEqual([
      { MUN_CODE: '23027', DESCRIPTION: 'Québec' },
      { MUN_CODE: '99999', DESCRIPTION: '99999' },
    ]);
  });

  it('reads GET /api/swc/municipalities as data.data.municipalities', async () => {
    const answer = { status: 'success', data: { municipalities: [{ MUN_CODE: '66023', DESCRIPTION: 'Montréal', REGION: 'x' }] } };
    const fetchImpl = (async (url: string) => {
      expect(url).toBe('/api/swc/municipalities');
      return new Response(JSON.stringify(answer), { status: 200 });
    }) as unknown as typeof fetch;
    expect(await fetchMunicipalityList(fetchImpl)).toEqual([{ MUN_CODE: '66023', DESCRIPTION: 'Montréal' }]);
    const failing = (async () => new Response('', { status: 500 })) as unknown as typeof fetch;
    await expect(fetchMunicipalityList(failing)).rejects.toThrow('500');
  });
});

describe('municipality picker as the editor shows it', () => {
  const picker = (value: string[] | undefined, status: 'ready' | 'loading' | 'error' = 'ready') =>
    renderToStaticMarkup(
      <MunicipalityPicker
        label="Municipalités"
        text={text}
        value={value}
        onChange={() => {}}
        list={status === 'ready' ? { status, value: list } : { status }}
        onRetry={() => {}}
      />,
    );

  it('shows a search box, every municipality as a checkbox, and the chosen ones as removable chips', () => {
    const html = picker(['66023']);
    expect(html).toContain('type="search"');
    expect(html).toContain(`aria-label="${text['mun-search']}"`);
    expect(html.match(/type="checkbox"/g)).toHaveLength(3);
    expect(html).toMatch(/<input type="checkbox" checked=""[^>]*\/><span>Montréal<\/span>/);
    expect(html).toContain('aria-label="Retirer Montréal"');
    expect(html).toContain('Municipalités choisies : 1');
    expect(html).not.toContain('<textarea');
  });

  it('says that no choice means every municipality, and shows loading and a retry on failure', () => {
    expect(picker(undefined)).toContain(text['mun-all']);
    expect(picker(undefined, 'loading')).toContain(text['mun-loading']);
    const failed = picker(['66023'], 'error');
    expect(failed).toContain(text['mun-error']);
    expect(failed).toContain(text['mun-retry']);
    // A saved code stays visible (and removable) while the names cannot be loaded.
    expect(failed).toContain('aria-label="Retirer 66023"');
  });
});
