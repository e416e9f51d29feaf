import type { Queryable } from '@/lib/db/types';

/**
 * Marks a solved challenge as used. False when it already was (a replay). Run it in the
 * lead's transaction: a lead that fails to commit does not burn the visitor's token.
 */
export async function consumeCaptcha(tx: Queryable, replayId: string, expiresAt: Date): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    'insert into captcha_used (id, expires_at) values ($1, $2) on conflict (id) do nothing returning id',
    [replayId, expiresAt.toISOString()],
  );
  return rows.length === 1;
}

/** Forgets used challenges whose expiry has passed (they are refused as expired anyway). */
export async function purgeExpiredCaptchas(db: Queryable): Promise<number> {
  const rows = await db.query<{ id: string }>('delete from captcha_used where expires_at < now() returning id');
  return rows.length;
}
