/**
 * A JPEG without its metadata, losslessly: the segments that carry EXIF (GPS position, camera,
 * date), XMP, IPTC and comments are dropped and the image data copied as it is, so an upright
 * photo is neither decoded nor re-compressed (a 12 MP upload costs milliseconds, not seconds,
 * and no quality). JFIF (APP0), the colour profile (APP2) and Adobe's colour transform (APP14)
 * stay. Returns null when the file is not a whole JPEG (no end-of-image marker after the
 * image data: truncated) or the segments do not parse; orientation is EXIF's (1 when absent).
 */
export function stripJpegMetadata(input: Buffer): { data: Buffer; orientation: number } | null {
  if (input.length < 4 || input[0] !== 0xff || input[1] !== 0xd8) return null;
  const kept: Buffer[] = [input.subarray(0, 2)];
  let orientation = 1;
  let at = 2;
  while (at + 4 <= input.length) {
    if (input[at] !== 0xff) return null;
    let markerAt = at + 1;
    while (input[markerAt] === 0xff && markerAt < input.length) markerAt += 1; // fill bytes
    const marker = input[markerAt];
    if (marker === undefined) return null;
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      kept.push(input.subarray(at, markerAt + 1));
      at = markerAt + 1;
      continue;
    }
    if (marker === 0xd9) return null; // end of image before any image data
    const length = input.readUInt16BE(markerAt + 1);
    const end = markerAt + 1 + length;
    if (length < 2 || end > input.length) return null;
    const segment = input.subarray(at, end);
    if (marker === 0xda) {
      // Start of scan: the rest is image data up to the end-of-image marker.
      let last = input.length;
      while (last > end && input[last - 1] === 0x00) last -= 1; // padding some writers add
      if (last - end < 2 || input[last - 2] !== 0xff || input[last - 1] !== 0xd9) return null;
      kept.push(input.subarray(at, last));
      return { data: Buffer.concat(kept), orientation };
    }
    if (marker === 0xe1) orientation = exifOrientation(input.subarray(markerAt + 3, end)) ?? orientation;
    const metadata = (marker >= 0xe1 && marker <= 0xef && marker !== 0xe2 && marker !== 0xee) || marker === 0xfe;
    if (!metadata) kept.push(segment);
    at = end;
  }
  return null;
}

/** Orientation (tag 0x0112 of IFD0) from an APP1 payload "Exif\0\0" + TIFF. */
function exifOrientation(payload: Buffer): number | null {
  if (payload.length < 14 || payload.toString('latin1', 0, 6) !== 'Exif\u0000\u0000') return null;
  const tiff = payload.subarray(6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (o: number) => (little ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (little ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  try {
    const ifd = u32(4);
    const count = u16(ifd);
    for (let i = 0; i < count; i += 1) {
      const entry = ifd + 2 + i * 12;
      if (u16(entry) === 0x0112) return u16(entry + 8);
    }
  } catch {
    return null; // offsets outside the segment
  }
  return null;
}
