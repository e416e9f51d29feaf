import { describe, expect, it } from 'vitest';
import { formatDateLong, formatDateMedium, formatDateTime, formatTime } from '@/lib/format/date';
import { timeAgo } from '@/lib/format/time-ago';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatDateLong', () => {
  it('uses the fr-CA and en-CA long formats', () => {
    expect(formatDateLong('2024-03-05T15:00:00Z', 'fr')).toBe('5 mars 2024');
    expect(formatDateLong('2024-03-05T15:00:00Z', 'en')).toBe('March 5, 2024');
  });

  it('shows a bare calendar day as that day', () => {
    expect(formatDateLong('2024-03-05', 'en')).toBe('March 5, 2024');
  });

  it('shows an instant as the day it is in Québec', () => {
    // 02:00 UTC on March 6 is still the evening of March 5 in Montréal.
    expect(formatDateLong('2024-03-06T02:00:00Z', 'fr')).toBe('5 mars 2024');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDateLong('not a date', 'fr')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows an instant as a day and a time in Québec, as the activity log does', () => {
    expect(plain(formatDateTime('2026-11-27T11:33:09Z', 'fr'))).toBe('27 nov. 2026, 06 h 33');
    expect(plain(formatDateTime('2026-11-27T11:33:09Z', 'en'))).toBe('Nov 27, 2026, 6:33 a.m.');
    // Summer time: 02:05 UTC on July 1 is the evening of June 30 in Montréal.
    expect(plain(formatDateTime('2026-07-01T02:05:00Z', 'en'))).toBe('Jun 30, 2026, 10:05 p.m.');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDateTime('not a date', 'fr')).toBe('');
  });
});

describe('timeAgo', () => {
  const now = new Date('2024-06-30T12:00:00Z');
  const before = (ms: number) => new Date(now.getTime() - ms);
  const day = 86_400_000;

  it('speaks in seconds, minutes, hours and days', () => {
    expect(timeAgo(before(30_000), now, 'en')).toBe('30 seconds ago');
    expect(timeAgo(before(5 * 60_000), now, 'en')).toBe('5 minutes ago');
    expect(timeAgo(before(3 * 3_600_000), now, 'fr')).toBe('il y a 3 heures');
    expect(timeAgo(before(3 * day), now, 'en')).toBe('3 days ago');
  });

  it('switches to months only after 45 days', () => {
    expect(timeAgo(before(44 * day), now, 'en')).toBe('44 days ago');
    expect(timeAgo(before(46 * day), now, 'en')).toBe('2 months ago');
    expect(plain(timeAgo(before(120 * day), now, 'fr'))).toBe('il y a 4 mois');
  });

  it('switches to years after twelve months', () => {
    expect(timeAgo(before(400 * day), now, 'en')).toBe('last year');
    expect(timeAgo(before(3 * 365 * day), now, 'en')).toBe('3 years ago');
    expect(plain(timeAgo(before(3 * 365 * day), now, 'fr'))).toBe('il y a 3 ans');
  });

  it('says yesterday and now in words', () => {
    expect(timeAgo(before(day), now, 'fr')).toBe('hier');
    expect(timeAgo(now, now, 'en')).toBe('now');
  });
});

describe('formatDateMedium and formatTime', () => {
  it('a day in the medium format, in Québec', () => {
    expect(plain(formatDateMedium('2026-11-27T11:33:09Z', 'fr'))).toBe('27 nov. 2026');
    expect(plain(formatDateMedium('2026-11-27T11:33:09Z', 'en'))).toBe('Nov 27, 2026');
    // 03:30 UTC on November 28 is still November 27 in Montréal.
    expect(plain(formatDateMedium('2026-11-28T03:30:00Z', 'en'))).toBe('Nov 27, 2026');
  });

  it('a time of day in Québec, as each language writes it', () => {
    expect(plain(formatTime('2026-11-28T03:53:00Z', 'fr'))).toBe('22 h 53');
    expect(plain(formatTime('2026-11-28T03:51:00Z', 'en'))).toBe('10:51 p.m.');
    expect(plain(formatTime('2026-06-06T18:00:00Z', 'fr'))).toBe('14 h 00');
  });

  it('nothing for a missing or invalid value', () => {
    expect(formatDateMedium('soon', 'fr')).toBe('');
    expect(formatTime('soon', 'en')).toBe('');
    expect(formatDateTime(null, 'fr')).toBe('');
  });
});
