import type { CSSProperties } from 'react';
import type { Link } from '@/lib/content/fields';

/** What a CMS link looks like: a primary or secondary button, an underlined link, or bare text. */
export type LinkAppearance = 'primary' | 'secondary' | 'link' | 'text';

/**
 * format.type 'link' and 'text' come from the editor and win; otherwise (a button, or no
 * format) the block decides between primary, secondary and link through `variant`.
 */
export function linkAppearance(
  format: Link['format'],
  variant: 'primary' | 'secondary' | 'link' = 'primary',
): LinkAppearance {
  if (format?.type === 'link') return 'link';
  if (format?.type === 'text') return 'text';
  return variant;
}

/** Only colour-like values reach the inline style (no url(), no expressions). */
const colorPattern = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla|oklch|oklab)\([\d\s.,%/+-]+\)|var\(--[\w-]+\)|[a-z]+)$/i;

export function isCssColor(value: string | undefined): value is string {
  return !!value && colorPattern.test(value.trim());
}

/**
 * The editor's colours override the scheme's button variables on this element only,
 * so hover and focus rules of .btn keep working with them.
 */
export function linkColorStyle(format: Link['format'], appearance: LinkAppearance): CSSProperties | undefined {
  const color = isCssColor(format?.color) ? format.color : undefined;
  const bg = isCssColor(format?.bg_color) ? format.bg_color : undefined;
  if (!color && !bg) return undefined;
  const vars: Record<string, string> = {};
  if (appearance === 'primary') {
    if (color) vars['--swb-btn-primary-text'] = color;
    if (bg) vars['--swb-btn-primary-bg'] = bg;
  } else if (appearance === 'secondary') {
    if (color) {
      vars['--swb-btn-secondary-text'] = color;
      vars['--swb-btn-secondary-border'] = color;
    }
    if (bg) vars['--swb-btn-secondary-bg'] = bg;
  } else if (appearance === 'link') {
    if (color) vars['--swb-highlight-color'] = color;
  } else if (color) {
    vars.color = color;
  }
  return vars as CSSProperties;
}
