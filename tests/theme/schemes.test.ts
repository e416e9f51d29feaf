import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseColorSchemes, nextColorScheme, resolveColorSchemes } from '@/lib/theme/schemes';
import { schemeVariables } from '@/lib/theme/scheme-variables';

afterEach(() => vi.restoreAllMocks());

describe('colour schemes', () => {
  it('define a dark flag, an icon, an opposite, a soft opposite and every colour variable', () => {
    expect(baseColorSchemes.normal.dark).toBe(false);
    expect(baseColorSchemes['normal-grey'].dark).toBe(false);
    expect(baseColorSchemes.inverted.dark).toBe(true);
    expect(baseColorSchemes.normal.opposite).toBe('inverted');
    expect(baseColorSchemes.inverted.opposite).toBe('normal');
    expect(baseColorSchemes.normal.softOpposite).toBe('normal-grey');
    for (const scheme of Object.values(baseColorSchemes)) {
      expect(scheme.icon).not.toBe('');
      expect(Object.keys(scheme.colors).sort()).toEqual([...schemeVariables].sort());
    }
  });

  it('apply CMS overrides, mapping the short swc-* keys to their swb-* variables', () => {
    const schemes = resolveColorSchemes({
      normal: { 'swc-bg-color': '#fafafa', 'swc-text-color': '#111111', 'swb-btn-primary-bg': 'var(--accent2)' },
      inverted: { 'swc-highlight-color': '#ffcc00', 'swc-map-marker-color': 'red' },
    });
    expect(schemes.normal.colors['swb-bg-color']).toBe('#fafafa');
    expect(schemes.normal.colors['swb-text-color']).toBe('#111111');
    expect(schemes.normal.colors['swb-btn-primary-bg']).toBe('var(--accent2)');
    expect(schemes.inverted.colors['swb-highlight-color']).toBe('#ffcc00');
    expect(schemes.inverted.colors['swb-map-marker-color']).toBe('red');
    // Overrides never leak into the shared defaults.
    expect(baseColorSchemes.normal.colors['swb-bg-color']).toBe('#ffffff');
  });

  it('ignore unknown scheme names, unknown keys and unsafe values with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const schemes = resolveColorSchemes({
      sepia: { 'swc-bg-color': '#704214' },
      normal: { 'swc-shadow': '#000000', 'swc-bg-color': 'red;}body{display:none' },
    });
    expect(Object.keys(schemes)).toEqual(['normal', 'normal-grey', 'inverted']);
    expect(schemes.normal.colors['swb-bg-color']).toBe('#ffffff');
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls.join(' ')).toMatch(/sepia/);
  });

  it('derive the dark flag from a hex background override', () => {
    const schemes = resolveColorSchemes({ 'normal-grey': { 'swc-bg-color': '#1a1a1a' }, inverted: { 'swc-bg-color': '#f0f0f0' } });
    expect(schemes['normal-grey'].dark).toBe(true);
    expect(schemes.inverted.dark).toBe(false);
  });
});

describe('nextColorScheme', () => {
  it('cycles through the configured schemes in order and wraps around', () => {
    const configured = ['normal', 'normal-grey', 'inverted'];
    expect(nextColorScheme('normal', configured)).toBe('normal-grey');
    expect(nextColorScheme('normal-grey', configured)).toBe('inverted');
    expect(nextColorScheme('inverted', configured)).toBe('normal');
  });

  it('follows the configured order and skips schemes not configured', () => {
    expect(nextColorScheme('inverted', ['inverted', 'normal'])).toBe('normal');
    expect(nextColorScheme('normal', ['inverted', 'normal'])).toBe('inverted');
  });

  it('starts at the first configured scheme when the current one is not configured', () => {
    expect(nextColorScheme('normal-grey', ['inverted', 'normal'])).toBe('inverted');
    expect(nextColorScheme(undefined, ['normal-grey', 'normal'])).toBe('normal-grey');
  });

  it('uses every scheme when none is configured', () => {
    expect(nextColorScheme('inverted', [])).toBe('normal');
    expect(nextColorScheme('normal')).toBe('normal-grey');
  });
});
