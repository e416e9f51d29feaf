import { mediaIdOfUrl } from '@/lib/media/urls';

/**
 * What a collection form shows, field by field (offices, partners, bank partners, blog
 * categories, an article's details): the keys are the input schema keys (lib/offices/schema.ts,
 * lib/partners/schema.ts, lib/blog/categories-editor.ts, lib/editor/article-editor.ts),
 * the labels come from `collectionsEditor.fields.{key}`. The server validates; the form only
 * turns what inputs hold (strings) into the input's types.
 */
export type FieldSpec =
  | { key: string; kind: 'text' | 'email' | 'time' | 'color' | 'url'; required?: boolean }
  | { key: string; kind: 'number'; step?: number; required?: boolean }
  | { key: string; kind: 'localized'; multiline?: boolean; required?: boolean }
  | { key: string; kind: 'image' }
  | { key: string; kind: 'days' }
  | { key: string; kind: 'checkbox' | 'date' }
  | { key: string; kind: 'choices'; options: { value: number; label: string }[] }
  | { key: string; kind: 'select'; options: { value: number; label: string }[] }
  | { key: string; kind: 'rows'; fields: FieldSpec[]; max: number };

export type FormValue = unknown;
export type FormValues = Record<string, FormValue>;

export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** The value of an empty field, for a new item or a new row. */
export function emptyValue(spec: FieldSpec): FormValue {
  switch (spec.kind) {
    case 'localized':
      return { fr: '', en: '' };
    case 'image':
      return { url: '', alt: { fr: '', en: '' } };
    case 'days':
    case 'rows':
    case 'choices':
      return [];
    case 'checkbox':
      return false;
    default:
      return '';
  }
}

export function emptyValues(specs: FieldSpec[]): FormValues {
  return Object.fromEntries(specs.map((s) => [s.key, emptyValue(s)]));
}

/** An existing item as form values: every field present, numbers and nulls as strings. */
export function formValues(specs: FieldSpec[], item: Record<string, unknown>): FormValues {
  const values = emptyValues(specs);
  for (const spec of specs) {
    const v = item[spec.key];
    if (v === null || v === undefined) continue;
    if (spec.kind === 'number' || spec.kind === 'select') values[spec.key] = String(v);
    else if (spec.kind === 'date') values[spec.key] = String(v).slice(0, 10);
    else if (spec.kind === 'rows') values[spec.key] = (v as Record<string, unknown>[]).map((row) => formValues(spec.fields, row));
    else if (spec.kind === 'localized') values[spec.key] = { fr: '', en: '', ...(v as object) };
    else if (spec.kind === 'image') {
      const image = v as { url?: string; alt?: object; media_id?: string };
      values[spec.key] = { url: image.url ?? '', alt: { fr: '', en: '', ...image.alt }, ...(image.media_id ? { media_id: image.media_id } : {}) };
    } else values[spec.key] = v;
  }
  return values;
}

const blankToUndefined = (s: unknown) => (typeof s === 'string' && s.trim() === '' ? undefined : s);

function localizedInput(v: unknown) {
  const value = (v ?? {}) as { fr?: string; en?: string };
  return { fr: blankToUndefined(value.fr), en: blankToUndefined(value.en) };
}

/** Form values as the API's input: blanks dropped (the schema says what is required). */
export function toInput(specs: FieldSpec[], values: FormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const spec of specs) {
    const v = values[spec.key];
    switch (spec.kind) {
      case 'number': {
        const text = typeof v === 'string' ? v.trim().replace(',', '.') : '';
        input[spec.key] = text === '' ? undefined : Number(text);
        break;
      }
      case 'localized':
        input[spec.key] = localizedInput(v);
        break;
      case 'image': {
        const image = (v ?? {}) as { url?: string; alt?: unknown; media_id?: string };
        // A library file keeps its id ({url, alt, media_id}) while the address is still the file's.
        const mediaId = image.media_id && mediaIdOfUrl(image.url?.trim()) === image.media_id ? { media_id: image.media_id } : {};
        input[spec.key] = image.url?.trim() ? { url: image.url.trim(), alt: localizedInput(image.alt), ...mediaId } : null;
        break;
      }
      case 'rows':
        input[spec.key] = ((v ?? []) as FormValues[]).map((row) => toInput(spec.fields, row));
        break;
      case 'days':
      case 'choices':
        input[spec.key] = v ?? [];
        break;
      case 'checkbox':
        input[spec.key] = v === true;
        break;
      case 'select':
        input[spec.key] = typeof v === 'string' && v !== '' ? Number(v) : null;
        break;
      case 'text':
      case 'email':
        // Required text stays as typed (a blank is named by the server); optional blanks are left out.
        input[spec.key] = spec.required ? (typeof v === 'string' ? v.trim() : '') : blankToUndefined(typeof v === 'string' ? v.trim() : v);
        break;
      default:
        input[spec.key] = blankToUndefined(v);
    }
  }
  return input;
}
