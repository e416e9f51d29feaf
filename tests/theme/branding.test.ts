import { describe, expect, it } from 'vitest';
import { brandingVersion, faviconFor } from '@/lib/theme/branding';

describe('branding', () => {
  it('selects version 2 only when the 2025 branding is switched on', () => {
    expect(brandingVersion({ use_remax_branding_2025: true })).toBe(2);
    expect(brandingVersion({ use_remax_branding_2025: false })).toBe(1);
    expect(brandingVersion({})).toBe(1);
    expect(brandingVersion(null)).toBe(1);
  });

  it('uses the favicon of the branding version', () => {
    expect(faviconFor(1)).toBe('/favicon.ico');
    expect(faviconFor(2)).toBe('/favicon_v2.ico');
  });
});
