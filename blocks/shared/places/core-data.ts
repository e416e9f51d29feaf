import type { OfficeCardData } from '@/lib/offices/view';

/** Office blocks' server core data ({succursales}); absent in the editor canvas. */
export function officesOf(coreData: unknown): OfficeCardData[] | null {
  const list = (coreData as { succursales?: unknown } | undefined)?.succursales;
  return Array.isArray(list) ? (list as OfficeCardData[]) : null;
}

/** Spec 001 "Offices": the default image when an office has none, by branding version. */
export function defaultOfficeImage(brandingVersion: 1 | 2): string {
  return brandingVersion === 2 ? '/brand/office-default-v2.svg' : '/brand/office-default-v1.svg';
}
