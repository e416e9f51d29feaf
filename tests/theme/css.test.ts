import { afterEach, describe, expect, it, vi } from 'vitest';
import { themeToCss } from '@/lib/theme/css';

afterEach(() => vi.restoreAllMocks());

/** The declarations of one rule, as a map. */
function declarations(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector}{`);
  expect(start).toBeGreaterThanOrEqual(0);
  const body = css.slice(start + selector.length + 1, css.indexOf('}', start));
  return Object.fromEntries(body.split(';').map((d) => [d.slice(0, d.indexOf(':')), d.slice(d.indexOf(':') + 1)]));
}

describe('themeToCss', () => {
  it('paints the blue preset by default', () => {
    const root = declarations(themeToCss({}), ':root');
    expect(root['--accent1']).toBe('#003da5');
    expect(root['--accent1-dark']).toBe('#002b74');
    expect(root['--radius-sm']).toBe('20px');
    expect(root['--radius-lg']).toBe('120px');
    expect(root['--gray-50']).toBe('#f7f8fa');
    expect(root['--gray-900']).toBe('#12161c');
    expect(root['--swb-bg-color']).toBe('#ffffff');
  });

  it('paints the red preset with #DC1C2E as Accent1 and darker hover and dark shades', () => {
    const root = declarations(themeToCss({ preset: 'red' }), ':root');
    expect(root['--accent1']).toBe('#dc1c2e');
    expect(root['--accent1-hover']).toMatch(/^#[0-9a-f]{6}$/);
    expect(root['--accent1-hover']).not.toBe('#dc1c2e');
    expect(root['--accent1-dark']).not.toBe(root['--accent1-hover']);
  });

  it('applies primary and text colours, greys, radii and tones from the CMS', () => {
    const root = declarations(
      themeToCss({
        primary_color: '#123456',
        text_color: 'rgb(20, 20, 20)',
        greys: ['#fefefe', '', '#cccccc'],
        radii: { sm: '4px', md: '8px', lg: null },
        tones: { 'accent1-light': '#e0e8ff' },
      }),
      ':root',
    );
    expect(root['--accent1']).toBe('#123456');
    expect(root['--text-color']).toBe('rgb(20, 20, 20)');
    expect(root['--gray-50']).toBe('#fefefe');
    expect(root['--gray-100']).toBe('#eef0f3');
    expect(root['--gray-200']).toBe('#cccccc');
    expect(root['--radius-sm']).toBe('4px');
    expect(root['--radius-lg']).toBe('0px');
    expect(root['--accent1-light']).toBe('#e0e8ff');
  });

  it('writes one rule per colour scheme with its variables', () => {
    const css = themeToCss({ color_schemes: { inverted: { 'swc-bg-color': '#000000' } } });
    expect(declarations(css, '[data-scheme="normal"]')['--swb-btn-primary-bg']).toBe('var(--accent1)');
    expect(declarations(css, '[data-scheme="normal-grey"]')['--swb-bg-color']).toBe('var(--gray-100)');
    const inverted = declarations(css, '[data-scheme="inverted"]');
    expect(inverted['--swb-bg-color']).toBe('#000000');
    expect(inverted['--swb-text-color']).toBe('#ffffff');
  });

  it('stays inert inside a <style> tag whatever the CMS sends', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const css = themeToCss({
      primary_color: '</style><script>alert(1)</script>',
      text_color: 'red;}body{display:none',
      greys: ['#fff}'],
      tones: { 'accent2': 'x{y}' },
      radii: { sm: '1px;}' },
      color_schemes: { normal: { 'swc-bg-color': 'blue;background:url(x)' } },
    });
    expect(css).not.toMatch(/[<>]/);
    // Only the rules' own braces: one opening and one closing per rule.
    expect(css.match(/\{/g)).toHaveLength(4);
    expect(css.match(/\}/g)).toHaveLength(4);
    expect(css).not.toContain('url(');
  });
});
