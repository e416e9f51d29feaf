import { describe, expect, it } from 'vitest';
import { isCssColor, linkAppearance, linkColorStyle } from '@/lib/content/link-appearance';

describe('linkAppearance', () => {
  it('follows the block variant for buttons and links without format', () => {
    expect(linkAppearance(undefined)).toBe('primary');
    expect(linkAppearance(undefined, 'secondary')).toBe('secondary');
    expect(linkAppearance({ type: 'button' }, 'secondary')).toBe('secondary');
  });

  it('lets the editor ask for a plain link or text', () => {
    expect(linkAppearance({ type: 'link' }, 'primary')).toBe('link');
    expect(linkAppearance({ type: 'text' }, 'secondary')).toBe('text');
  });
});

describe('linkColorStyle', () => {
  it('overrides the primary button colours', () => {
    expect(linkColorStyle({ type: 'button', color: '#fff', bg_color: '#dc1c2e' }, 'primary')).toEqual({
      '--swb-btn-primary-text': '#fff',
      '--swb-btn-primary-bg': '#dc1c2e',
    });
  });

  it('colours the secondary button border with its text', () => {
    expect(linkColorStyle({ type: 'button', color: 'rgb(0, 61, 165)' }, 'secondary')).toEqual({
      '--swb-btn-secondary-text': 'rgb(0, 61, 165)',
      '--swb-btn-secondary-border': 'rgb(0, 61, 165)',
    });
  });

  it('ignores values that are not colours', () => {
    expect(isCssColor('url(https://evil.example/x.png)')).toBe(false);
    expect(linkColorStyle({ type: 'button', bg_color: 'url(https://evil.example/x.png)' }, 'primary')).toBeUndefined();
  });
});
