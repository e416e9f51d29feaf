import { describe, expect, it } from 'vitest';
import { previewTarget } from '@/lib/editor/preview-path';

describe('preview target', () => {
  it('accepts public page paths, with a variant id', () => {
    expect(previewTarget('/fr')).toBe('/fr');
    expect(previewTarget('/en/about')).toBe('/en/about');
    expect(previewTarget('/fr/a-propos?variant=12')).toBe('/fr/a-propos?variant=12');
  });

  it('refuses anything that could leave the site or the public pages', () => {
    for (const bad of [null, '', 'https://evil.example/fr', '//evil.example/fr', '/\\evil.example', '/qa', '/api/editor/pages', '/frx', '/fr?next=//evil', '/fr?variant=abc']) {
      expect(previewTarget(bad), String(bad)).toBeNull();
    }
  });
});
