import { inflateSync } from 'node:zlib';

/**
 * Whether a PDF can run code or carry files (JavaScript, launch actions, embedded files, XFA
 * forms). Such a PDF is kept but served only as a download (Content-Disposition: attachment),
 * never opened in the site's origin. Names may be hex-escaped (/J#61vaScript) and objects
 * hidden in compressed object streams, so those streams are inflated and searched too.
 */
const ACTIVE = /\/(JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA|SubmitForm|ImportData)\b/;

export function pdfHasActiveContent(bytes: Buffer): boolean {
  const text = unescapeNames(bytes.toString('latin1'));
  if (ACTIVE.test(text)) return true;
  const streams = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  let inflated = 0;
  while ((match = streams.exec(text))) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    streams.lastIndex = end;
    try {
      const out = inflateSync(bytes.subarray(start, end), { maxOutputLength: 8 * 1024 * 1024 });
      inflated += out.length;
      if (ACTIVE.test(unescapeNames(out.toString('latin1')))) return true;
    } catch {
      // Not a Flate stream (an image, a font) or truncated: nothing to search.
    }
    // A bound on the work per upload; past it, the file is treated as active (download only).
    if (inflated > 64 * 1024 * 1024) return true;
  }
  return false;
}

function unescapeNames(text: string): string {
  return text.replace(/\/[^\s/<>[\]()]+/g, (name) => name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
}
