import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// WCAG 1.4.3: text needs 4.5:1. The municipality placeholder was #737d8c on white (4.16:1).
const root = process.cwd();
const globals = readFileSync(path.join(root, 'styles/globals.css'), 'utf8');
const variable = (name: string) => globals.match(new RegExp(`${name}:\\s*(#[0-9a-f]{6})`, 'i'))?.[1];

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

/** The colour a CSS rule gives its text, with var(--x) resolved from globals.css. */
function ruleColour(file: string, selector: string): string {
  const css = readFileSync(path.join(root, file), 'utf8');
  const body = css.slice(css.indexOf(`${selector} {`)).split('}')[0]!;
  const value = body.match(/(?:^|\s|;)color:\s*([^;]+);/)?.[1]?.trim() ?? '';
  const name = value.match(/var\((--[\w-]+)\)/)?.[1];
  return (name ? variable(name) : value) ?? value;
}

describe('text contrast on white', () => {
  it('checks the helper against known pairs', () => {
    expect(contrast('#737d8c', '#ffffff')).toBeCloseTo(4.16, 1);
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 0);
  });

  it.each([
    ['municipality placeholder', '.munSummary[data-placeholder]'],
    ['municipality note', '.munNote'],
  ])('%s reaches 4.5:1', (_name, selector) => {
    const colour = ruleColour('blocks/property-search-results-block/filters/styles.module.pcss', selector);
    expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
