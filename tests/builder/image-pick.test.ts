import { describe, expect, it } from 'vitest';
import { hasEnglishImage, pickLibraryImage, setImageUrl, shareImage } from '@/builder/config/fields/image-media';

const old = { url: '/media/med_old/a.jpg', media_id: 'med_old' };
const chosen = { id: 'med_new', url: '/media/med_new/b.jpg' };

describe('choosing a library photo in an image field', () => {
  it('takes the library alt text in each language: the block’s old alt override is cleared on pick', () => {
    const value = { fr: { ...old, alt: 'Ancienne façade' }, en: { ...old, alt: 'Old front' } };
    const next = pickLibraryImage(value, 'fr', chosen, false);
    expect(next.fr).toEqual({ url: chosen.url, media_id: 'med_new' });
    expect(next.en).toEqual({ url: chosen.url, media_id: 'med_new' });
  });

  it('changes the English image too by default (the same image in both languages)', () => {
    const value = { fr: { ...old }, en: { url: '/media/med_en/c.jpg', media_id: 'med_en' } };
    expect(pickLibraryImage(value, 'fr', chosen, false).en).toEqual({ url: chosen.url, media_id: 'med_new' });
  });

  it('with "a different image in English", changes only the language being edited', () => {
    const value = { fr: { ...old }, en: { url: '/media/med_en/c.jpg', media_id: 'med_en', alt: 'English front' } };
    const next = pickLibraryImage(value, 'fr', chosen, true);
    expect(next.fr).toEqual({ url: chosen.url, media_id: 'med_new' });
    expect(next.en).toEqual(value.en);
  });
});

describe('the "different image in English" option', () => {
  it('is on only when English has an image of its own', () => {
    expect(hasEnglishImage({ fr: { ...old }, en: { ...old } })).toBe(false);
    expect(hasEnglishImage({ fr: { ...old } })).toBe(false);
    expect(hasEnglishImage({ fr: { ...old }, en: { url: '/media/med_en/c.jpg', media_id: 'med_en' } })).toBe(true);
  });

  it('turned off, English shows the French image again (its typed alt kept only for an external image)', () => {
    const library = shareImage({ fr: { ...old, alt: 'Façade' }, en: { url: '/media/med_en/c.jpg', media_id: 'med_en', alt: 'Other front' } });
    expect(library.en).toEqual({ url: old.url, media_id: 'med_old' });
    const external = shareImage({ fr: { url: 'https://x.test/a.jpg', alt: 'Façade' }, en: { url: 'https://x.test/b.jpg', alt: 'Front' } });
    expect(external.en).toEqual({ url: 'https://x.test/a.jpg', alt: 'Front' });
  });

  it('off, a typed address is the image of both languages', () => {
    const next = setImageUrl({ fr: { ...old }, en: { ...old } }, 'fr', 'https://x.test/new.jpg', false);
    expect(next.fr?.url).toBe('https://x.test/new.jpg');
    expect(next.en?.url).toBe('https://x.test/new.jpg');
    expect(next.en?.media_id).toBeUndefined();
  });
});
