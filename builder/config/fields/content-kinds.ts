import type { z } from 'zod';
import { bgMediaSchema, imageSchema, linkSchema, richText } from '@/lib/content/fields';
import { municipalityCodesSchema, propertyTypeSchema } from '@/blocks/shared/listing-filters/schema';

/**
 * Content types of spec 001 section 3 that get their own editor field, and the listing
 * filters of the properties blocks (municipalities, property type).
 */
export type ContentKind = 'link' | 'image' | 'media' | 'municipalities' | 'property-type' | 'richtext';

/** Key added to the JSON Schema of a block field that is one of these content types. */
export const contentKindKey = 'x-content-kind';

/** Identified by the shared zod objects themselves: every block schema reuses them. */
const kinds = new Map<unknown, ContentKind>([
  [linkSchema, 'link'],
  [imageSchema, 'image'],
  [bgMediaSchema, 'media'],
  [municipalityCodesSchema, 'municipalities'],
  [propertyTypeSchema, 'property-type'],
  [richText, 'richtext'],
]);
const kindNames = new Set<unknown>(kinds.values());

/** z.toJSONSchema's override hook: tags the JSON Schema of a shared content type. */
export function tagContentKind(ctx: { zodSchema: unknown; jsonSchema: Record<string, unknown> }): void {
  const kind = kinds.get(ctx.zodSchema as z.ZodType);
  if (kind) ctx.jsonSchema[contentKindKey] = kind;
}

export function contentKindOf(schema: Record<string, unknown>): ContentKind | undefined {
  const kind = schema[contentKindKey];
  return kindNames.has(kind) ? (kind as ContentKind) : undefined;
}
