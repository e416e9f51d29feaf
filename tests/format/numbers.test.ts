import { describe, expect, it } from 'vitest';
import { formatBathCount } from '@/lib/format/bath-count';
import { readTime } from '@/lib/format/read-time';

describe('readTime', () => {
  it('rounds to whole minutes, never below one', () => {
    expect(readTime(4.4)).toBe(4);
    expect(readTime(4.5)).toBe(5);
    expect(readTime(0.2)).toBe(1);
    expect(readTime(0)).toBe(1);
    expect(readTime('7')).toBe(7);
    expect(readTime(null)).toBe(1);
  });
});

describe('formatBathCount', () => {
  it('hides a bath count of 0.0 or 0', () => {
    expect(formatBathCount('0.0')).toBeNull();
    expect(formatBathCount(0)).toBeNull();
    expect(formatBathCount('')).toBeNull();
    expect(formatBathCount(null)).toBeNull();
  });

  it('shows other counts without a useless decimal', () => {
    expect(formatBathCount('2.0')).toBe('2');
    expect(formatBathCount(1.5)).toBe('1.5');
    expect(formatBathCount('1+1')).toBe('1+1');
  });
});
