import { getBlockSpec } from '@/blocks/catalog';
import type { Block } from '@/blocks/types';
import { sanitizeRichText } from '@/lib/content/sanitize';
import { contentKindOf } from './config/fields/content-kinds';
import { fieldsJsonSchema, withoutNull, type JsonSchema } from './config/json-schema';

const schemas = new Map<string, JsonSchema>();

function blockJsonSchema(type: string): JsonSchema | undefined {
  const cached = schemas.get(type);
  if (cached) return cached;
  const definition = getBlockSpec(type);
  if (!definition) return undefined;
  const schema = fieldsJsonSchema(definition.schema);
  schemas.set(type, schema);
  return schema;
}

/** The value with every rich-text value the schema tags (at any depth) sanitised. */
export function sanitizeRichTextValue(value: unknown, raw: JsonSchema | undefined): unknown {
  if (!raw || value === null || typeof value !== 'object') return value;
  const schema = withoutNull(raw);
  if (contentKindOf(schema as Record<string, unknown>) === 'richtext') {
    const localized = value as Record<string, unknown>;
    const out: Record<string, unknown> = { ...localized };
    for (const [locale, html] of Object.entries(localized)) {
      if (typeof html === 'string') out[locale] = sanitizeRichText(html) || undefined;
    }
    return out;
  }
  if (Array.isArray(value)) return value.map((item) => sanitizeRichTextValue(item, schema.items));
  if (!schema.properties) return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [name, property] of Object.entries(schema.properties)) {
    if (name in out) out[name] = sanitizeRichTextValue(out[name], property);
  }
  return out;
}

/**
 * Blocks as the editor saves them: Puck's rich-text field gives raw editor HTML, which is
 * reduced to the tags the public renderer keeps before it reaches the draft. Done here
 * rather than on every keystroke so the WYSIWYG editor never gets its own value rewritten.
 */
export function sanitizeBlocksRichText(blocks: Block[]): Block[] {
  return blocks.map((block) => {
    const schema = blockJsonSchema(block.block_type);
    return schema ? { ...block, fields: sanitizeRichTextValue(block.fields, schema) as Block['fields'] } : block;
  });
}
