import type { Queryable } from '@/lib/db/types';

/** The outcome of checking a captcha token, before it is marked as used. */
export type CaptchaCheck =
  | {
      ok: true;
      /** Identifies the solved challenge: stored in captcha_used so it works only once. */
      replayId: string;
      /** Until when the token could be replayed (after that it is refused as expired anyway). */
      expiresAt: Date;
    }
  | { ok: false; reason: string };

/**
 * A bot check. ALTCHA (self-hosted proof of work) by default; Google reCAPTCHA v2
 * invisible when configured. verify() does not write: the caller records the replay id
 * in the same transaction as the lead (see consumeCaptcha).
 */
export interface CaptchaProvider {
  readonly name: 'altcha' | 'recaptcha';
  verify(token: string, context: { ip: string; db: Queryable }): Promise<CaptchaCheck>;
}
