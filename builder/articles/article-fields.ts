import type { FieldSpec } from '@/builder/collections/field-spec';

/** The article details form (lib/editor/article-editor.ts), with the site's categories and authors. */
export function articleFields(categories: { value: number; label: string }[], authors: { value: number; label: string }[]): FieldSpec[] {
  return [
    { key: 'title', kind: 'localized', required: true },
    { key: 'slug', kind: 'localized', required: true },
    { key: 'excerpt', kind: 'localized', multiline: true },
    { key: 'main_image', kind: 'image' },
    { key: 'category_ids', kind: 'choices', options: categories },
    // Tags are {fr, en} names; the form edits them as rows of one localised field.
    { key: 'tags', kind: 'rows', max: 20, fields: [{ key: 'name', kind: 'localized', required: true }] },
    { key: 'author_id', kind: 'select', options: authors },
    { key: 'published_at', kind: 'date' },
    { key: 'published', kind: 'checkbox' },
  ];
}

/** Tags as the form's rows ({name: {fr, en}}) and back. */
export const tagsToRows = (tags: unknown): { name: unknown }[] => (Array.isArray(tags) ? tags.map((name) => ({ name })) : []);
export const rowsToTags = (rows: unknown): unknown[] => (Array.isArray(rows) ? rows.map((row) => (row as { name: unknown }).name) : []);
