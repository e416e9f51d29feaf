import type { z } from 'zod';
import type { BlockAbilities, BlockParams } from '@/lib/content/types';
import type { ClientNamespace } from '@/lib/i18n/client-messages';

export type BlockCategory =
  | 'headers'
  | 'footers'
  | 'heroes'
  | 'text'
  | 'media'
  | 'cta'
  | 'layout'
  | 'properties'
  | 'members'
  | 'blog'
  | 'forms'
  | 'misc';

/**
 * A block as data: everything about a block type but its component. lib/ reads it (publish
 * validation, edit-mode abilities, the demo seed) without loading any React code; the block
 * registry (blocks/registry.ts) pairs each spec with its component.
 */
export interface BlockSpec<S extends z.ZodType = z.ZodType> {
  type: string;
  category: BlockCategory;
  label: { fr: string; en: string };
  schema: S;
  abilities: BlockAbilities;
  /** block_params accepted, with their allowed values (spec 000 section 5). */
  params?: Record<string, readonly string[]>;
  /** Demo fields, used by the seed and as the editor's default props. */
  demo: z.input<S>;
  demoParams?: BlockParams;
  /**
   * Message namespaces its client islands read (useTranslations in the browser): the page
   * ships these to the browser, and only these (lib/i18n/client-messages.ts). A block whose
   * islands take their texts as props, or that has no island, declares none.
   */
  clientMessages?: readonly ClientNamespace[];
}
