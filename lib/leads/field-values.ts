import type { LeadsTranslator } from './messages';
import { LEAD_DETAIL_FIELDS, type LeadRecord } from './lead-record';

/** One payload value as plain text: yes/no for booleans, '' for absent. */
export function fieldText(t: LeadsTranslator, name: string, value: unknown): string {
  if (value === undefined || value === null) return name === 'budget_max' ? t('values.unlimited') : '';
  if (typeof value === 'boolean') return value ? t('values.yes') : t('values.no');
  return String(value);
}

/** [label, text] pairs of a lead's fields, in form order, absent ones skipped. */
export function leadFieldRows(t: LeadsTranslator, lead: Pick<LeadRecord, 'form_type' | 'payload'>): [string, string][] {
  const names = LEAD_DETAIL_FIELDS[lead.form_type] ?? [];
  const label = t as unknown as (key: string) => string;
  return names
    .map((name): [string, string] => [label(`fields.${name}`), fieldText(t, name, lead.payload[name])])
    .filter(([, text]) => text !== '');
}
