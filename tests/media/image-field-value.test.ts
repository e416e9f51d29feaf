import { describe, expect, it } from 'vitest';
import { withLocaleMedia } from '@/builder/config/fields/image-media';
import { imageSchema } from '@/lib/content/fields';

describe('an image field holding a library file', () => {
  it('keeps the media id with the address picked, and drops it when an address is typed', () => {
    const picked = withLocaleMedia(undefined, 'fr', { url: '/media/med_abcdefgh/0123456789abcdef0123/a.jpg', media_id: 'med_abcdefgh' });
    expect(picked.fr).toMatchObject({ media_id: 'med_abcdefgh' });
    expect(imageSchema.safeParse({ media: picked }).success).toBe(true);
    const typed = withLocaleMedia(picked, 'fr', { url: 'https://cdn.example.com/b.jpg' });
    expect(typed.fr).toEqual({ url: 'https://cdn.example.com/b.jpg', alt: '' });
    // An alt text typed over a library file keeps the file.
    expect(withLocaleMedia(picked, 'fr', { alt: 'Autre' }).fr).toMatchObject({ media_id: 'med_abcdefgh', alt: 'Autre' });
  });
});
