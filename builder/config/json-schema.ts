import { z } from 'zod';
import { tagContentKind } from './fields/content-kinds';

/** The subset of JSON Schema (as zod 4 writes it) the field derivation reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  $ref?: string;
  title?: string;
  description?: string;
}

/**
 * The input JSON Schema of a block's fields (input: fields with defaults are optional).
 * Links, images and background media are tagged (contentKindKey) where the shared zod
 * schemas of blocks/shared/fields appear, so they get their own editor fields.
 */
export function fieldsJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', override: tagContentKind }) as JsonSchema;
}

/** X | null (nullable) is edited as X: the editor clears a value by emptying it. */
export function withoutNull(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf;
  if (!options) return schema;
  const rest = options.filter((option) => option.type !== 'null');
  return rest.length === 1 && rest[0] ? { ...rest[0], description: schema.description ?? rest[0].description } : schema;
}

/** {fr, en} and nothing else: a localised value. */
export function isLocalizedObject(schema: JsonSchema): boolean {
  const keys = Object.keys(schema.properties ?? {});
  return schema.type === 'object' && keys.length === 2 && keys.includes('fr') && keys.includes('en');
}
