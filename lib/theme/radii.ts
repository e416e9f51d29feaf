import type { ThemeSettings } from '@/lib/content/types';
import { themeWarning } from './warn';

export type RadiusName = 'sm' | 'md' | 'lg';
export type Radii = Record<RadiusName, string>;

export const defaultRadii: Readonly<Radii> = { sm: '20px', md: '40px', lg: '120px' };
const radiusNames: RadiusName[] = ['sm', 'md', 'lg'];

/**
 * A CMS radius as CSS pixels. Pixels only: '12px' or a bare number. A missing, empty or
 * null value is '0px' (the editor cleared it); another unit or garbage is '0px' with a
 * developer warning (spec 000 section 8, "unsupported pixel unit (yields 0)").
 */
export function toPixels(value: unknown): string {
  if (value === null || value === undefined || value === '') return '0px';
  if (typeof value === 'number') {
    if (Number.isFinite(value) && value >= 0) return `${value}px`;
    themeWarning(`invalid pixel value ${value}, using 0`);
    return '0px';
  }
  const text = String(value).trim().toLowerCase();
  const pixels = /^(\d+(?:\.\d+)?)(?:px)?$/.exec(text);
  if (pixels?.[1]) return `${Number(pixels[1])}px`;
  if (/^\d+(?:\.\d+)?[a-z%]+$/.test(text)) themeWarning(`unsupported pixel unit in ${JSON.stringify(value)}, using 0`);
  else themeWarning(`invalid pixel value ${JSON.stringify(value)}, using 0`);
  return '0px';
}

/**
 * No override at all keeps the defaults; an override object sets every radius, a
 * missing key inside it becoming '0px'.
 */
export function resolveRadii(overrides: ThemeSettings['radii'] | null | undefined): Radii {
  if (!overrides) return { ...defaultRadii };
  const radii = {} as Radii;
  for (const name of radiusNames) radii[name] = toPixels(overrides[name]);
  return radii;
}
