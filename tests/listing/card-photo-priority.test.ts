import { describe, expect, it } from 'vitest';
import { priorityPhotoListing } from '@/blocks/shared/listing-card/ListingCard';

const withPhoto = (uls: number) => ({ uls, carousel_images: [`/media/${uls}/a.jpg`], property_image: null });
const withoutPhoto = (uls: number) => ({ uls, carousel_images: [], property_image: null });

describe('the search results photo that loads first', () => {
  it('is the first card’s when it has one', () => {
    expect(priorityPhotoListing([withPhoto(1), withPhoto(2)])?.uls).toBe(1);
  });

  it('skips newest listings published without a photo (their cards show a placeholder)', () => {
    expect(priorityPhotoListing([withoutPhoto(1), withoutPhoto(2), withPhoto(3), withPhoto(4)])?.uls).toBe(3);
  });

  it('takes the listing’s main image when it has no carousel', () => {
    expect(priorityPhotoListing([withoutPhoto(1), { uls: 2, carousel_images: [], property_image: '/demo/listings/chalet-2.svg' }])?.uls).toBe(2);
  });

  it('is none when no card has a photo', () => {
    expect(priorityPhotoListing([withoutPhoto(1)])).toBeUndefined();
  });
});
