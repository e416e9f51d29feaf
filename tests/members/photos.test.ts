import { describe, expect, it } from 'vitest';
import { sniffImageType } from '@/lib/members/photos';

describe('member photo type from its bytes', () => {
  it('accepts PNG, JPEG and WebP whatever the file claims, refuses SVG and text', () => {
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]))).toBe('image/png');
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'))).toBeNull();
    expect(sniffImageType(new Uint8Array([]))).toBeNull();
  });
});
