import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentBlocks } from '@/blocks/groups/content';

/** Every url-looking string of a demo: local assets must exist, and nothing remote is loaded. */
function assetUrls(value: unknown): string[] {
  if (typeof value === 'string') return /\.(svg|png|jpe?g|webp|mp4)$/i.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(assetUrls);
  if (value && typeof value === 'object') return Object.values(value).flatMap(assetUrls);
  return [];
}

describe('content blocks', () => {
  it('registers the call-to-action, spacer and error blocks', () => {
    expect(contentBlocks.map((b) => b.type).sort()).toEqual(['cta_block', 'double_cta_block', 'error_block', 'spacer_block']);
  });

  it.each(contentBlocks.map((b) => [b.type, b] as const))('%s: demo fields are valid', (_type, block) => {
    expect(block.schema.safeParse(block.demo).success).toBe(true);
  });

  it.each(contentBlocks.map((b) => [b.type, b] as const))('%s: demo assets are local files', (_type, block) => {
    for (const url of assetUrls(block.demo)) {
      expect(url.startsWith('/demo/')).toBe(true);
      expect(existsSync(path.join(process.cwd(), 'public', url))).toBe(true);
    }
  });

  it('spacer heights are limited to 0-400 px', () => {
    const spacer = contentBlocks.find((b) => b.type === 'spacer_block')!;
    expect(spacer.schema.safeParse({ height_desktop: 401, height_mobile: 10 }).success).toBe(false);
    expect(spacer.schema.safeParse({ height_desktop: 400, height_mobile: 0 }).success).toBe(true);
  });
});
