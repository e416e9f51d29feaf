import type { FieldSpec } from './field-spec';

/** The office form (lib/offices/schema.ts). */
export const officeFields: FieldSpec[] = [
  { key: 'name', kind: 'localized', required: true },
  { key: 'slug', kind: 'text', required: true },
  { key: 'address_street', kind: 'localized' },
  { key: 'address_city', kind: 'localized' },
  { key: 'postal_code', kind: 'text' },
  { key: 'phone_display', kind: 'text' },
  { key: 'phone_international', kind: 'text' },
  { key: 'email', kind: 'email' },
  { key: 'latitude', kind: 'number', required: true },
  { key: 'longitude', kind: 'number', required: true },
  { key: 'photo', kind: 'image' },
  {
    key: 'opening_hours',
    kind: 'rows',
    max: 14,
    fields: [
      { key: 'days', kind: 'days' },
      { key: 'opens', kind: 'time' },
      { key: 'closes', kind: 'time' },
    ],
  },
];

const listItems: FieldSpec = {
  key: 'list_items',
  kind: 'rows',
  max: 8,
  fields: [
    { key: 'description', kind: 'localized', required: true },
    { key: 'icon', kind: 'text' },
    { key: 'url', kind: 'url' },
  ],
};

/** The partner form (lib/partners/schema.ts). */
export const partnerFields: FieldSpec[] = [
  { key: 'title', kind: 'localized', required: true },
  { key: 'subtitle', kind: 'localized' },
  { key: 'description', kind: 'localized', multiline: true },
  { key: 'image', kind: 'image' },
  { key: 'avatar', kind: 'image' },
  {
    key: 'tags',
    kind: 'rows',
    max: 12,
    fields: [
      { key: 'name', kind: 'localized', required: true },
      { key: 'bg_color_primary', kind: 'color' },
      { key: 'text_color', kind: 'color' },
    ],
  },
  { ...listItems, max: 12 },
];

/** The bank partner form (lib/partners/schema.ts). */
export const bankPartnerFields: FieldSpec[] = [
  { key: 'name', kind: 'text', required: true },
  { key: 'logo', kind: 'image' },
  {
    key: 'employees',
    kind: 'rows',
    max: 30,
    fields: [
      { key: 'person_name', kind: 'text', required: true },
      { key: 'person_subtitle', kind: 'localized' },
      { key: 'person_avatar', kind: 'image' },
      listItems,
    ],
  },
];
