import { describe, expect, it } from 'vitest';
import { formatDays, formatOpeningHours } from '@/lib/offices/hours';
import { directionsUrl, officePath, officeSlugForPath } from '@/lib/offices/paths';

describe('opening hours', () => {
  it('reads a weekday run as a range and times the Québec way in each language', () => {
    const hours = [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const, opens: '09:00', closes: '17:30' }];
    const [fr] = formatOpeningHours(hours.map((h) => ({ ...h, days: [...h.days] })), 'fr');
    const [en] = formatOpeningHours(hours.map((h) => ({ ...h, days: [...h.days] })), 'en');
    expect(fr).toEqual({ days: 'lun. – ven.', time: '9 h – 17 h 30' });
    expect(en?.days).toBe('Mon – Fri');
    expect(en?.time).toMatch(/^9:00\sa\.m\. – 5:30\sp\.m\.$/);
  });

  it('lists days that do not follow each other', () => {
    expect(formatDays(['Sunday', 'Saturday'], 'en')).toBe('Sat, Sun');
  });
});

describe('office paths', () => {
  it('are /fr/bureaux/{slug} and /en/offices/{slug}, and only those', () => {
    expect(officePath('fr', 'laval')).toBe('/fr/bureaux/laval');
    expect(officePath('en', 'laval')).toBe('/en/offices/laval');
    expect(officeSlugForPath('fr', '/bureaux/longueuil')).toBe('longueuil');
    expect(officeSlugForPath('en', '/bureaux/longueuil')).toBeNull();
    expect(officeSlugForPath('fr', '/bureaux/a/b')).toBeNull();
  });

  it('send directions to a maps service at the office coordinates', () => {
    expect(directionsUrl(45.5, -73.6)).toBe('https://www.google.com/maps/dir/?api=1&destination=45.5,-73.6');
  });
});
