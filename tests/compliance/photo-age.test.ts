import { describe, expect, it } from 'vitest';
import { addMonths, photoStatus } from '@/lib/compliance/photo-age';

/**
 * Rule photo_recent: the OACIQ register shows a broker's photo, "which must be updated every
 * 5 years". Blocked from the 5th anniversary of the photo's date, warned from 4 years 6 months.
 */
describe('photo age', () => {
  const taken = '2021-03-15';

  it('is fine the day before 4 years 6 months, warned on that day', () => {
    expect(photoStatus(taken, '2025-09-14')).toBe('ok');
    expect(photoStatus(taken, '2025-09-15')).toBe('warn');
  });

  it('is warned the day before its 5th anniversary, blocked on it and after', () => {
    expect(photoStatus(taken, '2026-03-14')).toBe('warn');
    expect(photoStatus(taken, '2026-03-15')).toBe('block');
    expect(photoStatus(taken, '2031-01-01')).toBe('block');
  });

  it('a photo of 29 February turns 5 on 28 February', () => {
    expect(addMonths('2024-02-29', 60)).toBe('2029-02-28');
    expect(photoStatus('2024-02-29', '2029-02-27')).toBe('warn');
    expect(photoStatus('2024-02-29', '2029-02-28')).toBe('block');
  });

  it('a photo without a date cannot be shown to be recent', () => {
    expect(photoStatus(null, '2026-11-29')).toBe('block');
    expect(photoStatus('15/03/2021', '2026-11-29')).toBe('block');
  });

  it('a photo taken today is fine', () => {
    expect(photoStatus('2026-11-29', '2026-11-29')).toBe('ok');
  });
});
