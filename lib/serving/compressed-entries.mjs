/**
 * Page cache entries are compressed before they go to Redis: a rendered page is its HTML,
 * its RSC payload and one RSC segment per layout level, about 290 KB of text stored as is,
 * which brotli divides several times (measured in docs/benchmarks.md, "1,000 sites").
 * Each body is compressed on its own, before the library writes Buffers as base64 in JSON,
 * so brotli sees the text and not its base64. Brotli at a low quality compresses about as
 * fast as gzip and decompresses faster; both run on libuv's thread pool, not on the event
 * loop. An entry carries `compressed: 'br'`; one stored without it (written before, or too
 * small to be worth it) is read as it is.
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);
const decompress = promisify(brotliDecompress);

/** Bodies shorter than this are stored as they are: the saving would not pay for the work. */
const COMPRESS_MIN_BYTES = 1024;
const MARK = 'br';
/** Quality 4: within a few per cent of the best ratio on HTML for a fraction of the time of the default 11. */
const options = (bytes) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    // The input's size: the encoder sizes its window and buffers to it, not to 4 MB each time.
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
  },
});

const bytesOf = (body) => (typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength);

/** A string body becomes base64 of its compressed bytes (entries are JSON); a Buffer stays a Buffer. */
async function packed(body) {
  const input = typeof body === 'string' ? Buffer.from(body) : body;
  const bytes = await compress(input, options(input));
  return typeof body === 'string' ? bytes.toString('base64') : bytes;
}

async function unpacked(body) {
  if (typeof body === 'string') return (await decompress(Buffer.from(body, 'base64'))).toString();
  return decompress(body);
}

/** Whether an entry's value has a body large enough to compress. */
function worthIt(value) {
  switch (value?.kind) {
    case 'APP_PAGE':
      return bytesOf(value.html ?? '') + (value.rscData?.byteLength ?? 0) >= COMPRESS_MIN_BYTES;
    case 'APP_ROUTE':
      return (value.body?.byteLength ?? 0) >= COMPRESS_MIN_BYTES;
    case 'FETCH':
      return typeof value.data?.body === 'string' && bytesOf(value.data.body) >= COMPRESS_MIN_BYTES;
    default:
      return false;
  }
}

/** The value of a cache entry (Next's shape) with its bodies compressed, and the mark. */
export async function compressValue(value) {
  if (!worthIt(value)) return value;
  switch (value.kind) {
    case 'APP_PAGE': {
      const segments = value.segmentData
        ? new Map(await Promise.all([...value.segmentData].map(async ([key, bytes]) => [key, await packed(bytes)])))
        : value.segmentData;
      const [html, rscData] = await Promise.all([packed(value.html ?? ''), value.rscData && packed(value.rscData)]);
      return { ...value, html, rscData, segmentData: segments, compressed: MARK };
    }
    case 'APP_ROUTE':
      return { ...value, body: await packed(value.body), compressed: MARK };
    default:
      return { ...value, data: { ...value.data, body: await packed(value.data.body) }, compressed: MARK };
  }
}

/** The value as Next stored it: compressed bodies restored, an unmarked value as it is. */
export async function decompressValue(value) {
  if (value?.compressed !== MARK) return value;
  const rest = { ...value };
  delete rest.compressed;
  switch (rest.kind) {
    case 'APP_PAGE': {
      const segments = rest.segmentData
        ? new Map(await Promise.all([...rest.segmentData].map(async ([key, bytes]) => [key, await unpacked(bytes)])))
        : rest.segmentData;
      const [html, rscData] = await Promise.all([unpacked(rest.html), rest.rscData && unpacked(rest.rscData)]);
      return { ...rest, html, rscData, segmentData: segments };
    }
    case 'APP_ROUTE':
      return { ...rest, body: await unpacked(rest.body) };
    default:
      return { ...rest, data: { ...rest.data, body: await unpacked(rest.data.body) } };
  }
}
