import type { Queryable } from '@/lib/db/types';
import { verifyCredentials } from './credentials';
import type { Editor } from './editors';
import type { LoginRateLimiter } from './login-rate-limit';
import { createSession, type NewSession } from './session';

export type LoginOutcome =
  | { ok: true; editor: Editor; session: NewSession }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One sign-in attempt: rate limit first (a locked caller learns nothing about the
 * password; an account guessed from many addresses makes every caller wait, right
 * password or not), then the credentials, then a new session.
 */
export async function attemptLogin(
  db: Queryable,
  limiter: LoginRateLimiter,
  attempt: { ip: string; email: string; password: string; userAgent?: string | null },
): Promise<LoginOutcome> {
  const verdict = await limiter.attempt(attempt.ip, attempt.email);
  if (!verdict.allowed) return { ok: false, reason: 'locked', retryAfterSeconds: verdict.retryAfterSeconds };
  if (verdict.delayMs > 0) await wait(verdict.delayMs);
  const editor = await verifyCredentials(db, attempt.email, attempt.password);
  if (!editor) return { ok: false, reason: 'invalid' };
  await limiter.succeeded(attempt.ip, attempt.email);
  return { ok: true, editor, session: await createSession(db, editor.id, attempt.userAgent) };
}
