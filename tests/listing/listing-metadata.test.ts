import { describe, expect, it } from 'vitest';
import { listingMetadata } from '@/components/listing/listing-metadata';
import { listingUlsForPath } from '@/lib/listings/listing-path';
import { listingFixture } from './fixture';

describe('listingMetadata', () => {
  it('titles the page with type, address and price, and links both languages', () => {
    const meta = listingMetadata(listingFixture, 'fr');
    expect(meta.title).toMatch(/^Condo — 4521, rue Saint-Denis, Montréal \| 489\s000\s\$$/);
    expect(meta.description).toMatch(/^Condo lumineux/);
    expect(meta.alternates?.canonical).toBe(listingFixture.paths.fr);
    expect(meta.alternates?.languages).toMatchObject({ 'fr-CA': listingFixture.paths.fr, 'en-CA': listingFixture.paths.en });
    expect(meta.openGraph?.images).toEqual([{ url: '/demo/listings/condo-1.svg' }]);
  });

  it('uses the English description and path in English', () => {
    const meta = listingMetadata(listingFixture, 'en');
    expect(meta.description).toMatch(/^Bright condo/);
    expect(meta.alternates?.canonical).toBe(listingFixture.paths.en);
  });
});

describe('listingUlsForPath', () => {
  it('reads the listing number from the localised listing path only', () => {
    expect(listingUlsForPath('fr', '/proprietes/4521-rue-saint-denis-montreal-12345678')).toBe(12345678);
    expect(listingUlsForPath('en', '/properties/4521-rue-saint-denis-montreal-12345678')).toBe(12345678);
    expect(listingUlsForPath('en', '/proprietes/4521-rue-saint-denis-montreal-12345678')).toBeNull();
    expect(listingUlsForPath('fr', '/proprietes')).toBeNull();
    expect(listingUlsForPath('fr', '/proprietes/a/12')).toBeNull();
    expect(listingUlsForPath('fr', '/proprietes/pas-un-numero')).toBeNull();
    expect(listingUlsForPath('fr', '/blogue/article-12')).toBeNull();
  });
});
