import { csvLine } from '@/lib/format/csv';
import type { MyDataExport } from './export';

/**
 * The export as one CSV: a row per field of each record (section, record id, field, value),
 * so leads of any form, searches and consents fit one sheet; nested values as JSON. Cells
 * are neutralised against spreadsheet formulas (lib/format/csv.ts).
 */
export function myDataCsv(data: MyDataExport): string {
  const lines = [csvLine(['section', 'id', 'field', 'value'])];
  lines.push(csvLine(['site', data.site.id, 'name', data.site.name]), csvLine(['site', data.site.id, 'email', data.email]), csvLine(['site', data.site.id, 'generated_at', data.generated_at]));
  const sections = { leads: data.leads, saved_searches: data.saved_searches, consents: data.consents, emails: data.emails, erasure_requests: data.erasure_requests } as const;
  for (const [section, records] of Object.entries(sections)) {
    records.forEach((record, index) => {
      const id = 'id' in record ? record.id : `${record.source}-${record.source_id}-${index}`;
      for (const [field, value] of Object.entries(record)) {
        if (field === 'id') continue;
        lines.push(csvLine([section, id, field, value !== null && typeof value === 'object' ? JSON.stringify(value) : value]));
      }
    });
  }
  return `${lines.join('\r\n')}\r\n`;
}
