/**
 * Video-site links of the CMS (spec 001 section 5): embed, shorts, live, watch (v, and
 * t as the start time) and the short domain. Anything else: a console warning, no player.
 */
export interface ExternalVideoRef {
  id: string;
  /** Start time in seconds. */
  start?: number;
}

const longHosts = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const embedHosts = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);
const shortHosts = new Set(['youtu.be', 'www.youtu.be']);
const videoId = /^[A-Za-z0-9_-]{11}$/;

export function parseExternalVideoUrl(url: string): ExternalVideoRef | null {
  const parsed = toUrl(url);
  const ref = parsed ? refFromUrl(parsed) : null;
  if (!ref) console.warn(`[ExternalVideo] Unsupported video url: ${url}`);
  return ref;
}

function toUrl(raw: string): URL | null {
  const trimmed = raw.trim();
  if (!trimmed) return null;
  try {
    return new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/\//, '')}`);
  } catch {
    return null;
  }
}

function refFromUrl(url: URL): ExternalVideoRef | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (shortHosts.has(host)) {
    id = segments[0];
  } else if (longHosts.has(host) || embedHosts.has(host)) {
    const [first, second] = segments;
    if (first === 'watch') id = url.searchParams.get('v') ?? undefined;
    else if (first === 'embed' || first === 'shorts' || first === 'live' || first === 'v') id = second;
    if (embedHosts.has(host) && first !== 'embed') id = undefined;
  }
  if (!id || !videoId.test(id)) return null;
  const start = parseStartTime(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return start ? { id, start } : { id };
}

/** '90', '90s', '1m30s', '1h2m3s' -> seconds; anything else -> undefined. */
export function parseStartTime(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) || undefined;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match || value === '') return undefined;
  const [, h = '0', m = '0', s = '0'] = match;
  const seconds = Number(h) * 3600 + Number(m) * 60 + Number(s);
  return seconds || undefined;
}

/** The privacy-enhanced embed: no cookies until the visitor plays. */
export function externalVideoEmbedUrl(ref: ExternalVideoRef, options: { autoplay?: boolean } = {}): string {
  const params = new URLSearchParams({ rel: '0', modestbranding: '1' });
  if (options.autoplay) params.set('autoplay', '1');
  if (ref.start) params.set('start', String(ref.start));
  return `https://www.youtube-nocookie.com/embed/${ref.id}?${params.toString()}`;
}
