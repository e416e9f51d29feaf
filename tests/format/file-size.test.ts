import { describe, expect, it } from 'vitest';
import { formatFileSize } from '@/lib/format/file-size';

/** Spaces as Intl writes them in French (narrow or plain no-break) read as one space. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatFileSize', () => {
  it('writes French sizes with French units (1,4 Mo, 820 ko), never MB or KB', () => {
    expect(plain(formatFileSize(1.4 * 1024 * 1024, 'fr-CA'))).toBe('1,4 Mo');
    expect(plain(formatFileSize(820 * 1024, 'fr'))).toBe('820 ko');
    expect(plain(formatFileSize(512, 'fr-CA'))).toBe('512 o');
  });

  it('writes English sizes with English units', () => {
    expect(formatFileSize(1.4 * 1024 * 1024, 'en-CA')).toBe('1.4 MB');
    expect(formatFileSize(820 * 1024, 'en')).toBe('820 kB');
  });
});
