import type { ThemeSettings } from '@/lib/content/types';
import { themeToCss } from '@/lib/theme';

/**
 * The theme CSS scoped to the preview box: its :root variables and [data-scheme] rules
 * apply inside #theme-preview only, so unsaved settings never restyle the settings form.
 */
export function scopedThemeCss(settings: ThemeSettings, scope = '#theme-preview'): string {
  return themeToCss(settings)
    .replace(/^:root\{/m, `${scope}{`)
    .replace(/^\[data-scheme=/gm, `${scope} [data-scheme=`);
}
