import type { FieldSpec } from '@/app/qa/collections/field-spec';

/** The article details form (lib/blog/article-editor.ts), with the site's categories and authors. */
export function articleFields(categories: { value: number; label: string }[], authors: { value: number; label: string }[]): FieldSpec[] {
  return [
    { key: 'title', kind: 'localized', required: true },
    { key: 'slug', kind: 'localized', required: true },
    { key: 'excerpt', kind: 'localized', multiline: true },
    { key: 'main_image', kind: 'image' },
    { key: 'category_ids', kind: 'choices', options: categories },
    { key: 'author_id', kind: 'select', options: authors },
    { key: 'published_at', kind: 'date' },
    { key: 'published', kind: 'checkbox' },
  ];
}
