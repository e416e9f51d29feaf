import type { Municipality } from '@/stores/site';

/** A municipality as GET /api/swc/municipalities answers it (data.data.municipalities). */
export type MunicipalityOption = Municipality;

/** Accent- and case-insensitive: 'levis' finds 'Lévis'. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** The municipalities whose name (or code) contains the query; all of them for an empty query. */
export function matchMunicipalities(list: readonly MunicipalityOption[], query: string): MunicipalityOption[] {
  const needle = fold(query.trim());
  if (!needle) return [...list];
  return list.filter((m) => fold(m.DESCRIPTION).includes(needle) || m.MUN_CODE.startsWith(needle));
}

/**
 * The codes with one added (at the end, once) or removed. No code left is no filter
 * (undefined): the key leaves the block's filters and the block lists every municipality.
 */
export function toggleCode(codes: readonly string[] | undefined, code: string, on: boolean): string[] | undefined {
  const rest = (codes ?? []).filter((c) => c !== code);
  const next = on ? [...rest, code] : rest;
  return next.length > 0 ? next : undefined;
}

/** The chosen codes with their names, in the order chosen; a code not in the list shows as itself. */
export function chosenMunicipalities(codes: readonly string[] | undefined, list: readonly MunicipalityOption[]): MunicipalityOption[] {
  const names = new Map(list.map((m) => [m.MUN_CODE, m.DESCRIPTION]));
  return (codes ?? []).map((code) => ({ MUN_CODE: code, DESCRIPTION: names.get(code) ?? code }));
}
