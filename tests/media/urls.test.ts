import { describe, expect, it } from 'vitest';
import { mediaUrl, safeFileName } from '@/lib/media/urls';

describe('media addresses', () => {
  it('keeps the extension of a long file name when shortening it to 120 characters', () => {
    const name = `${'Maison à vendre sur le bord du lac Memphrémagog '.repeat(4)}.jpg`;
    const safe = safeFileName(name);
    expect(safe.length).toBeLessThanOrEqual(120);
    expect(safe).toMatch(/^Maison-a-vendre-sur-le-bord-du-lac-Memphremagog-.*[^-.]\.jpg$/);
    const url = mediaUrl({ id: 'med_abc', hash: '0123456789abcdef0123', fileName: name });
    // The last segment still has its extension, so the address is served as a file, not a page.
    expect(url.split('/').pop()).toMatch(/\.jpg$/);
  });

  it('leaves short names as they are and names an empty one "file"', () => {
    expect(safeFileName('Plan du sous-sol.pdf')).toBe('Plan-du-sous-sol.pdf');
    expect(safeFileName('...')).toBe('file');
    expect(safeFileName('.jpg')).toBe('jpg');
    expect(safeFileName(`${'x'.repeat(200)}`)).toBe('x'.repeat(120));
  });
});
