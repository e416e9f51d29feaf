import { describe, expect, it } from 'vitest';
import { deviceOf } from '@/lib/auth/device';

/** Issue 29: /qa/account names each session's device as a person recognises it, not as a raw User-Agent. */
describe('a session device', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome', 'Windows'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'Safari', 'iPhone'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox', 'macOS'],
    ['Mozilla/5.0 (Linux; Android 14; SM-S921W) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36', 'Samsung Internet', 'Android'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge', 'Windows'],
    ['Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'Safari', 'iPad'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'Safari', 'macOS'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1', 'Chrome', 'iPhone'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0', 'Opera', 'Windows'],
    ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome', 'ChromeOS'],
    ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox', 'Linux'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36 EdgA/131.0.0.0', 'Edge', 'Android'],
  ])('%s', (userAgent, browser, system) => {
    expect(deviceOf(userAgent)).toEqual({ browser, system });
  });

  it('is unknown without a User-Agent or with one that names nothing', () => {
    expect(deviceOf(null)).toBeNull();
    expect(deviceOf(undefined)).toBeNull();
    expect(deviceOf('')).toBeNull();
    expect(deviceOf('   ')).toBeNull();
    expect(deviceOf('curl/8.5.0')).toBeNull();
    expect(deviceOf('Mozilla/5.0 (compatible)')).toBeNull();
    expect(deviceOf('Googlebot/2.1 (+http://www.google.com/bot.html)')).toBeNull();
  });

  it('names an automated Chrome as Chrome, as the browser it is', () => {
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36')).toEqual({ browser: 'Chrome', system: 'Linux' });
  });

  it('names the half it recognises and marks the other unknown', () => {
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) SomeClient')).toEqual({ browser: '?', system: 'Windows' });
  });
});
