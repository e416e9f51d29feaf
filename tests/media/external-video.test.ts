import { afterEach, describe, expect, it, vi } from 'vitest';
import { externalVideoEmbedUrl, parseExternalVideoUrl, parseStartTime } from '@/lib/media/external-video';

const id = 'dQw4w9WgXcQ';

describe('parseExternalVideoUrl', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['embed', `https://www.youtube.com/embed/${id}`],
    ['privacy embed', `https://www.youtube-nocookie.com/embed/${id}`],
    ['shorts', `https://www.youtube.com/shorts/${id}`],
    ['live', `https://www.youtube.com/live/${id}?si=abc`],
    ['watch', `https://www.youtube.com/watch?v=${id}`],
    ['mobile watch', `https://m.youtube.com/watch?v=${id}&feature=share`],
    ['short domain', `https://youtu.be/${id}`],
    ['without protocol', `youtube.com/watch?v=${id}`],
  ])('reads the video id of a %s url', (_form, url) => {
    expect(parseExternalVideoUrl(url)).toEqual({ id });
  });

  it('reads t of a watch url as the start, in seconds', () => {
    expect(parseExternalVideoUrl(`https://www.youtube.com/watch?v=${id}&t=90`)).toEqual({ id, start: 90 });
  });

  it('reads t written with units', () => {
    expect(parseExternalVideoUrl(`https://www.youtube.com/watch?v=${id}&t=1m30s`)).toEqual({ id, start: 90 });
  });

  it('reads t of a short-domain url', () => {
    expect(parseExternalVideoUrl(`https://youtu.be/${id}?t=45s`)).toEqual({ id, start: 45 });
  });

  it('reads start of an embed url', () => {
    expect(parseExternalVideoUrl(`https://www.youtube.com/embed/${id}?start=12`)).toEqual({ id, start: 12 });
  });

  it.each([
    ['another site', 'https://vimeo.com/123456789'],
    ['a channel page', 'https://www.youtube.com/@remaxquebec'],
    ['a watch url without v', 'https://www.youtube.com/watch?list=PL123'],
    ['a malformed id', 'https://youtu.be/abc'],
    ['a look-alike host', `https://youtube.com.evil.example/watch?v=${id}`],
    ['not a url', 'pas une url'],
    ['an empty string', ''],
  ])('warns and gives no player for %s', (_case, url) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseExternalVideoUrl(url)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('parseStartTime', () => {
  it.each([
    ['90', 90],
    ['90s', 90],
    ['1m30s', 90],
    ['1h2m3s', 3723],
    ['2m', 120],
  ])('%s is %i seconds', (value, seconds) => {
    expect(parseStartTime(value)).toBe(seconds);
  });

  it('ignores zero and nonsense', () => {
    expect(parseStartTime('0')).toBeUndefined();
    expect(parseStartTime('abc')).toBeUndefined();
    expect(parseStartTime(null)).toBeUndefined();
  });
});

describe('externalVideoEmbedUrl', () => {
  it('uses the privacy-enhanced domain and carries the start time', () => {
    const url = new URL(externalVideoEmbedUrl({ id, start: 90 }, { autoplay: true }));
    expect(url.origin).toBe('https://www.youtube-nocookie.com');
    expect(url.pathname).toBe(`/embed/${id}`);
    expect(url.searchParams.get('start')).toBe('90');
    expect(url.searchParams.get('autoplay')).toBe('1');
  });
});
