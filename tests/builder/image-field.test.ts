import { describe, expect, it } from 'vitest';
import { bgMediaSchema, imageSchema } from '@/lib/content/fields';
import { centerFromClick, clampPercent, withCoordinate } from '@/builder/config/fields/image-center';
import { previewUrl, withLocaleMedia } from '@/builder/config/fields/image-media';
import { mediaType, withMediaType } from '@/builder/config/fields/media-value';
import { readPath, siblingPath } from '@/builder/config/fields/path';

describe('image field', () => {
  it('turns a click on the preview into a centre point in whole percent, inside 0-100', () => {
    const box = { left: 100, top: 50, width: 200, height: 100 };
    expect(centerFromClick(box, 100, 50)).toEqual({ x: 0, y: 0 });
    expect(centerFromClick(box, 200, 100)).toEqual({ x: 50, y: 50 });
    expect(centerFromClick(box, 250, 133)).toEqual({ x: 75, y: 83 });
    expect(centerFromClick(box, 999, -10)).toEqual({ x: 100, y: 0 });
    expect(centerFromClick({ ...box, width: 0 }, 1, 1)).toEqual({ x: 50, y: 50 });
    expect(imageSchema.shape.center.safeParse(centerFromClick(box, 301, 151)).success).toBe(true);
  });

  it('sets one coordinate and keeps the other', () => {
    expect(withCoordinate(undefined, 'x', 20)).toEqual({ x: 20, y: 50 });
    expect(withCoordinate({ x: 10, y: 90 }, 'y', 140)).toEqual({ x: 10, y: 100 });
    expect(clampPercent(Number.NaN)).toBe(50);
  });

  it('edits url and alt per locale; a locale with neither is removed', () => {
    const media = { fr: { url: '/a.jpg', alt: 'Maison' } };
    expect(withLocaleMedia(media, 'en', { url: '/b.jpg' })).toEqual({ fr: { url: '/a.jpg', alt: 'Maison' }, en: { url: '/b.jpg', alt: '' } });
    expect(withLocaleMedia(media, 'fr', { alt: 'Chalet' })).toEqual({ fr: { url: '/a.jpg', alt: 'Chalet' } });
    expect(withLocaleMedia({ fr: { url: '/a.jpg', alt: '' } }, 'fr', { url: '' })).toEqual({});
    expect(imageSchema.safeParse({ media: withLocaleMedia(undefined, 'fr', { alt: 'sans image' }) }).success).toBe(true);
  });

  it('previews the locale being edited, else the other one', () => {
    expect(previewUrl({ fr: { url: '/fr.jpg' }, en: { url: '/en.jpg' } }, 'en')).toBe('/en.jpg');
    expect(previewUrl({ fr: { url: '/fr.jpg' } }, 'en')).toBe('/fr.jpg');
    expect(previewUrl({ fr: { url: '' } }, 'fr')).toBeUndefined();
    expect(previewUrl(undefined, 'fr')).toBeUndefined();
  });

  it('reaches the sibling of a nested field by the path Puck names it with', () => {
    const props = { image: { media: { fr: { url: '/a.jpg' } } }, medias_repeater: [{}, { media: { en: { url: '/b.jpg' } } }] };
    expect(siblingPath('image.center', 'media')).toBe('image.media');
    expect(readPath(props, siblingPath('image.center', 'media'))).toEqual({ fr: { url: '/a.jpg' } });
    expect(readPath(props, siblingPath('medias_repeater[1].center', 'media'))).toEqual({ en: { url: '/b.jpg' } });
    expect(readPath(props, 'medias_repeater[5].media')).toBeUndefined();
    expect(readPath(undefined, 'a.b')).toBeUndefined();
    expect(siblingPath('center', 'media')).toBe('media');
  });
});

describe('background media field', () => {
  it('switches between none, image and video, and each switch gives a valid bg_media', () => {
    expect(mediaType(undefined)).toBe('none');
    const image = withMediaType('image');
    const video = withMediaType('video');
    expect(mediaType(image)).toBe('image');
    expect(mediaType(video)).toBe('video');
    expect(bgMediaSchema.safeParse(image).success).toBe(true);
    expect(bgMediaSchema.safeParse(video).success).toBe(true);
    expect(withMediaType('none')).toBeUndefined();
  });
});
