import { createHash } from 'node:crypto';
import type { CaptchaCheck, CaptchaProvider } from './types';

const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/**
 * Google reCAPTCHA v2 (invisible) server check. Only used when RECAPTCHA_SECRET and the
 * site's recaptcha key are both configured; it needs the internet.
 */
export function recaptchaProvider(secret: string, fetchImpl: typeof fetch = fetch): CaptchaProvider {
  return {
    name: 'recaptcha',
    async verify(token, { ip }): Promise<CaptchaCheck> {
      if (!token) return { ok: false, reason: 'missing' };
      try {
        const body = new URLSearchParams({ secret, response: token });
        if (ip && ip !== 'unknown') body.set('remoteip', ip);
        const response = await fetchImpl(VERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(10_000) });
        const result = (await response.json()) as { success?: boolean; 'error-codes'?: string[] };
        if (!result.success) return { ok: false, reason: result['error-codes']?.join(',') || 'unverified' };
      } catch {
        return { ok: false, reason: 'unreachable' };
      }
      // Google refuses a token twice already; we record it too, so the rule holds offline-tested.
      const id = createHash('sha256').update(token).digest('hex');
      return { ok: true, replayId: `recaptcha:${id}`, expiresAt: new Date(Date.now() + 10 * 60_000) };
    },
  };
}
