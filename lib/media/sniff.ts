/**
 * The type of an upload, decided from its first bytes (magic numbers), never from its name or
 * the browser's declared type. A small sniffer rather than a dependency: six formats.
 */
export type MediaMime =
  | 'image/jpeg'
  | 'image/png'
  | 'image/gif'
  | 'image/webp'
  | 'image/avif'
  | 'image/svg+xml'
  | 'application/pdf';

export const SNIFF_BYTES = 4096;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

export function sniffMime(head: Uint8Array): MediaMime | null {
  const at = (i: number) => head[i] ?? -1;
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (ascii(head, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  const six = ascii(head, 0, 6);
  if (six === 'GIF87a' || six === 'GIF89a') return 'image/gif';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const size = ((at(0) << 24) | (at(1) << 16) | (at(2) << 8) | at(3)) >>> 0;
    const brands = [ascii(head, 8, 12)];
    for (let i = 16; i + 4 <= Math.min(size, head.length); i += 4) brands.push(ascii(head, i, i + 4));
    if (brands.some((b) => b === 'avif' || b === 'avis')) return 'image/avif';
    return null;
  }
  if (ascii(head, 0, 5) === '%PDF-') return 'application/pdf';
  if (looksLikeSvg(head)) return 'image/svg+xml';
  return null;
}

/** An XML text whose first element is <svg> (after a BOM, the XML declaration, comments, a doctype). */
function looksLikeSvg(head: Uint8Array): boolean {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head).replace(/^\uFEFF/, '');
  const rest = text.replace(/^(\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[^\]]*\])?\s*>)*/i, '');
  return /^<svg[\s>/]/i.test(rest);
}

export const extensionOf: Record<MediaMime, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
};
