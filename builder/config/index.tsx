import type { ComponentConfig, Config, Field } from '@puckeditor/core';
import type { ReactNode } from 'react';
import { blockRegistry } from '@/blocks/registry';
import type { BlockDefinition } from '@/blocks/types';
import { colorSchemeNames } from '@/lib/theme/schemes';
import { reservedPropNames, type PageRootProps } from '../page-data';
import { groupByCategory } from './categories';
import { CanvasBlock } from './EditorBlock';
import { fieldText } from './fields/field-text';
import { SeoField } from './fields/SeoField';
import { fieldsJsonSchema } from './json-schema';
import { loadMessages } from '@/locales';
import { fieldLabel, type ConfigLabels } from './labels';
import { LocalizedField } from './LocalizedField';
import { objectFields } from './schema-fields';

export type { ConfigLabels } from './labels';

/**
 * The Puck config, derived from the block registry (client side only: the public pages
 * never import it). Every registered block is a component: its fields come from its zod
 * schema, its default props are its demo, it renders the same block component.
 */

function paramsField(definition: BlockDefinition, labels: ConfigLabels): Field {
  const schemes: Record<string, string> = loadMessages(labels.qaLocale).editor.editMode.schemes;
  const select = (values: readonly string[], valueLabel: (value: string) => string = (value) => value): Field => ({
    type: 'select',
    options: [{ label: labels.none, value: undefined }, ...values.map((value) => ({ label: valueLabel(value), value }))],
  });
  const label = (name: string) => fieldLabel(name, labels.qaLocale);
  const fields: Record<string, Field> = {
    color_scheme: { ...select(colorSchemeNames, (scheme) => schemes[scheme] ?? scheme), label: label('color_scheme') },
  };
  for (const [name, values] of Object.entries(definition.params ?? {})) fields[name] = { ...select(values), label: label(name) };
  return { type: 'object', label: labels.blockParams, objectFields: fields };
}

export function blockComponentConfig(definition: BlockDefinition, labels: ConfigLabels): ComponentConfig {
  const fields: Record<string, Field> = {
    ...objectFields(fieldsJsonSchema(definition.schema), labels, reservedPropNames),
    block_params: paramsField(definition, labels),
  };
  return {
    label: definition.label[labels.qaLocale],
    fields,
    defaultProps: {
      ...(structuredClone(definition.demo) as Record<string, unknown>),
      ...(definition.demoParams ? { block_params: structuredClone(definition.demoParams) } : {}),
    },
    render: (props) => <CanvasBlock definition={definition} props={props} invalidLabel={labels.invalidBlock} />,
  };
}

export interface PuckConfigOptions {
  labels: ConfigLabels;
  /** Only these categories (the header/footer editor); all by default. */
  only?: (definition: BlockDefinition) => boolean;
}

export function createPuckConfig({ labels, only }: PuckConfigOptions): Config {
  const definitions = [...blockRegistry.values()].filter((d) => !only || only(d));
  const components: Config['components'] = {};
  for (const definition of definitions) components[definition.type] = blockComponentConfig(definition, labels);
  const seoText = fieldText(labels.qaLocale);
  const categories = Object.fromEntries(
    groupByCategory(definitions).map(([category, types]) => [category, { title: labels.categories[category], components: types }]),
  );
  return {
    components,
    categories,
    root: {
      fields: {
        title: { type: 'custom', label: labels.pageTitle, render: (props) => <LocalizedField {...props} label={labels.pageTitle} inner={{ type: 'text' }} /> },
        paths: { type: 'custom', label: labels.pagePaths, render: (props) => <LocalizedField {...props} label={labels.pagePaths} inner={{ type: 'text' }} /> },
        seo: {
          type: 'custom',
          label: labels.pageSeo,
          render: ({ value, onChange, readOnly }) => <SeoField label={labels.pageSeo} text={seoText} value={value} onChange={onChange} readOnly={readOnly} />,
        },
      } satisfies Record<keyof PageRootProps, Field>,
      render: ({ children }: { children: ReactNode }) => <>{children}</>,
    },
  };
}
