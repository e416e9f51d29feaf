import type { Image } from '@/lib/content/fields';

/** The editor's focal point (percent) becomes object-position, so crops keep the subject. */
export function objectPosition(center: Image['center']): string | undefined {
  if (!center) return undefined;
  return `${clampPercent(center.x)}% ${clampPercent(center.y)}%`;
}

/**
 * CMS image filters as a CSS filter list. blur is in px; brightness, contrast,
 * opacity and saturate are CSS factors taken as given (1 leaves the image unchanged).
 */
export function imageFilter(filters: Image['filters']): string | undefined {
  if (!filters) return undefined;
  const parts: string[] = [];
  if (isSet(filters.blur) && filters.blur > 0) parts.push(`blur(${filters.blur}px)`);
  if (isSet(filters.brightness)) parts.push(`brightness(${Math.max(0, filters.brightness)})`);
  if (isSet(filters.contrast)) parts.push(`contrast(${Math.max(0, filters.contrast)})`);
  if (isSet(filters.opacity)) parts.push(`opacity(${Math.min(1, Math.max(0, filters.opacity))})`);
  if (isSet(filters.saturate)) parts.push(`saturate(${Math.max(0, filters.saturate)})`);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

function isSet(value: number | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, value));
}
