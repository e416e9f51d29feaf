import type { CmsAction } from '@/lib/content/link-action';

/** action_params edited as name/value rows (values are text; other values show as JSON). */
export interface ParamRow {
  key: string;
  value: string;
}

export function paramRows(action: CmsAction | null | undefined): ParamRow[] {
  return Object.entries(action?.action_params ?? {}).map(([key, value]) => ({
    key,
    value: typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
  }));
}

/** The name a new row starts with: scroll_to needs its target, so it is offered first. */
export function newRowKey(type: string, rows: readonly ParamRow[]): string {
  return type === 'scroll_to' && !rows.some((row) => row.key.trim() === 'target') ? 'target' : '';
}

/** Rows without a name are not saved (yet); no rows, no action_params. */
export function rowsToParams(rows: readonly ParamRow[]): Record<string, unknown> | undefined {
  const named = rows.filter((row) => row.key.trim() !== '');
  return named.length > 0 ? Object.fromEntries(named.map((row) => [row.key.trim(), row.value])) : undefined;
}

/** The action with its type and rows; no type means no action (the link is followed). */
export function toAction(type: string, rows: readonly ParamRow[]): CmsAction | undefined {
  if (!type) return undefined;
  const params = rowsToParams(rows);
  return params ? { action_type: type, action_params: params } : { action_type: type };
}

/**
 * Whether the rows still say what the saved action says. Puck keeps a field mounted
 * when another block of the same type is selected (or on undo): rows that no longer
 * match the value are rebuilt from it. Unnamed rows being typed do not count.
 */
export function rowsMatch(type: string, rows: readonly ParamRow[], saved: CmsAction | null | undefined): boolean {
  const normalized = saved ? toAction(saved.action_type, paramRows(saved)) : undefined;
  return JSON.stringify(toAction(type, rows) ?? null) === JSON.stringify(normalized ?? null);
}
