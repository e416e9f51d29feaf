import { describe, expect, it, vi } from 'vitest';
import { captchaClientConfig } from '@/lib/captcha/client-config';
import { captchaProviderFor } from '@/lib/captcha/provider';
import { recaptchaProvider } from '@/lib/captcha/recaptcha';
import type { Queryable } from '@/lib/db/types';

const withKey = { recaptcha: { site_key: 'site-key-123' } };
const withoutKey = { recaptcha: null };
const db = {} as Queryable;

describe('captcha provider choice', () => {
  it('uses ALTCHA unless both the reCAPTCHA secret and the site key are set', () => {
    expect(captchaProviderFor(withoutKey, {}).name).toBe('altcha');
    expect(captchaProviderFor(withKey, {}).name).toBe('altcha');
    expect(captchaProviderFor(withoutKey, { RECAPTCHA_SECRET: 's' }).name).toBe('altcha');
    expect(captchaProviderFor(withKey, { RECAPTCHA_SECRET: 's' }).name).toBe('recaptcha');
  });

  it('tells the browser the same choice', () => {
    expect(captchaClientConfig(withKey, {})).toEqual({ provider: 'altcha', challengeUrl: '/api/captcha/challenge' });
    expect(captchaClientConfig(withKey, { RECAPTCHA_SECRET: 's' })).toEqual({ provider: 'recaptcha', siteKey: 'site-key-123', version: 2, size: 'invisible' });
    expect(captchaClientConfig(null, {})).toEqual({ provider: 'none' });
  });
});

describe('reCAPTCHA verification', () => {
  it('asks Google with the secret, the token and the address', async () => {
    const fetchMock = vi.fn(async () => Response.json({ success: true }));
    const check = await recaptchaProvider('secret', fetchMock as unknown as typeof fetch).verify('tok', { ip: '203.0.113.9', db });
    expect(check).toMatchObject({ ok: true, replayId: expect.stringMatching(/^recaptcha:[0-9a-f]{64}$/) });
    const body = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as URLSearchParams;
    expect(Object.fromEntries(body)).toEqual({ secret: 'secret', response: 'tok', remoteip: '203.0.113.9' });
  });

  it('fails closed when Google says no or cannot be reached', async () => {
    const refused = vi.fn(async () => Response.json({ success: false, 'error-codes': ['timeout-or-duplicate'] }));
    expect(await recaptchaProvider('s', refused as unknown as typeof fetch).verify('tok', { ip: 'x', db })).toEqual({ ok: false, reason: 'timeout-or-duplicate' });
    const offline = vi.fn(async () => Promise.reject(new TypeError('fetch failed')));
    expect(await recaptchaProvider('s', offline as unknown as typeof fetch).verify('tok', { ip: 'x', db })).toEqual({ ok: false, reason: 'unreachable' });
    expect(await recaptchaProvider('s', offline as unknown as typeof fetch).verify('', { ip: 'x', db })).toEqual({ ok: false, reason: 'missing' });
  });
});
