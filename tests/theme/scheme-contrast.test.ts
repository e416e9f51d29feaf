import { describe, expect, it } from 'vitest';
import { themeToCss } from '@/lib/theme/css';
import { presetNames } from '@/lib/theme/presets';
import { colorSchemeNames } from '@/lib/theme/schemes';

/**
 * Issue 33 (axe on the agency site): every text colour of every colour scheme reads at
 * WCAG AA (4.5:1) on its background, with either preset. The red preset's accent is the
 * spec's #DC1C2E, so the schemes must pick shades that carry text.
 */
function rule(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector}{`);
  const body = css.slice(start + selector.length + 1, css.indexOf('}', start));
  return Object.fromEntries(body.split(';').map((d) => [d.slice(0, d.indexOf(':')), d.slice(d.indexOf(':') + 1)]));
}

type Rgb = [number, number, number];
function parse(value: string, vars: Record<string, string>, under?: Rgb): Rgb {
  const ref = /^var\((--[\w-]+)\)$/.exec(value.trim());
  if (ref) return parse(vars[ref[1]!] ?? '', vars, under);
  const hex = /^#([0-9a-f]{6})$/i.exec(value.trim());
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1]!.slice(i, i + 2), 16)) as Rgb;
  const rgba = /^rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)$/.exec(value.trim());
  if (rgba && under) {
    const alpha = Number(rgba[4]);
    return [1, 2, 3].map((i, k) => Number(rgba[i]) * alpha + under[k]! * (1 - alpha)) as Rgb;
  }
  throw new Error(`unreadable colour ${value}`);
}

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('colour schemes', () => {
  for (const preset of presetNames) {
    it(`${preset}: text, muted text, highlights and buttons reach 4.5:1 in every scheme`, () => {
      const css = themeToCss({ preset });
      const root = rule(css, ':root');
      for (const scheme of colorSchemeNames) {
        const vars = { ...root, ...rule(css, `[data-scheme="${scheme}"]`) };
        const bg = parse(vars['--swb-bg-color']!, vars);
        const pairs: [string, Rgb, Rgb][] = [
          ['text', parse(vars['--swb-text-color']!, vars, bg), bg],
          ['muted text', parse(vars['--swb-muted-text-color']!, vars, bg), bg],
          ['highlight', parse(vars['--swb-highlight-color']!, vars, bg), bg],
          ['secondary button', parse(vars['--swb-btn-secondary-text']!, vars, bg), bg],
          ['primary button', parse(vars['--swb-btn-primary-text']!, vars), parse(vars['--swb-btn-primary-bg']!, vars)],
        ];
        for (const [name, fg, back] of pairs) expect(contrast(fg, back), `${scheme} ${name}`).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
