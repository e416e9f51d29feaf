import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { iconSpriteMarkup } from '@/blocks/shared/content/icon-sprite';
import { iconNames, iconSpriteVersion } from '@/blocks/shared/content/icon-names';
import { icons } from '@/blocks/shared/content/icons';

describe('icon sprite', () => {
  const sprite = iconSpriteMarkup();

  it('has one symbol per icon, stroked or painted as the icon says', () => {
    for (const [name, definition] of Object.entries(icons)) {
      const symbol = new RegExp(`<symbol id="${name}" viewBox="0 0 24 24"><g fill="([^"]+)" stroke="([^"]+)"[^>]*>(.+?)</g></symbol>`).exec(sprite);
      expect(symbol, name).not.toBeNull();
      expect(symbol![1]).toBe(definition.filled ? 'currentColor' : 'none');
      expect(symbol![2]).toBe(definition.filled ? 'none' : 'currentColor');
      expect(symbol![3]).toMatch(/^<(path|circle|rect)[ >]/);
    }
    expect(sprite).not.toContain('undefined');
  });

  it('pages know every icon name and the version of this very sprite (update icon-names.ts with the icons)', () => {
    expect([...iconNames].sort()).toEqual(Object.keys(icons).sort());
    // The sprite is cached for a year under its version: a changed icon needs a new one.
    expect(iconSpriteVersion).toBe(createHash('sha256').update(sprite).digest('hex').slice(0, 10));
  });
});
