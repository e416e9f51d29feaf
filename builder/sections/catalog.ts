import { blockSpecs } from '@/blocks/catalog';
import type { BlockParams } from '@/blocks/types';
import type { Locale } from '@/lib/i18n/locales';

/** What the sections editor needs of a block type: serialisable, no components or schemas. */
export interface SectionCatalogEntry {
  type: string;
  label: string;
  category: string;
  /** block_params accepted and their allowed values. */
  params: Record<string, readonly string[]>;
  demo: Record<string, unknown>;
  demoParams: BlockParams;
}

/** The block specs for the browser, by category then label (header/footer excluded: site-wide). */
export function sectionCatalog(locale: Locale): SectionCatalogEntry[] {
  return [...blockSpecs.values()]
    .filter((definition) => definition.category !== 'headers' && definition.category !== 'footers')
    .map((definition) => ({
      type: definition.type,
      label: definition.label[locale],
      category: definition.category,
      params: definition.params ?? {},
      demo: JSON.parse(JSON.stringify(definition.demo ?? {})) as Record<string, unknown>,
      demoParams: definition.demoParams ?? {},
    }))
    .sort((a, b) => a.category.localeCompare(b.category) || a.label.localeCompare(b.label, locale));
}
