/**
 * CSV of leads. Spreadsheet programs run a cell that starts with = + - @ (or a tab /
 * carriage return) as a formula: such cells get a leading apostrophe so that visitor
 * text stays text (OWASP "CSV injection").
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = neutraliseFormula(value instanceof Date ? value.toISOString() : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: unknown[]): string {
  return values.map(csvCell).join(',');
}
