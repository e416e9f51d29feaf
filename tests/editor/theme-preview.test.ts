import { describe, expect, it } from 'vitest';
import { scopedThemeCss } from '@/builder/settings/preview-css';

describe('theme preview CSS', () => {
  it('applies the unsaved colours inside the preview box only', () => {
    const css = scopedThemeCss({ preset: 'red', primary_color: '#123456' });
    expect(css).not.toMatch(/^:root/m);
    expect(css).toMatch(/^#theme-preview\{[^}]*--accent1:#123456/m);
    expect(css).toContain('#theme-preview [data-scheme="inverted"]{');
  });
});
