import { config } from '@/lib/config/env';
import type { Database } from '@/lib/db/types';
import { getCaptchaHmacKey } from '@/lib/captcha/hmac-key';
import { consumeCaptcha } from '@/lib/captcha/replay';
import type { CaptchaProvider } from '@/lib/captcha/types';
import { loadEmailSender, type SenderSite } from '@/lib/emails/load-sender';
import { EMAIL_PATTERN } from '@/lib/forms/fields';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { hashIp } from '@/lib/http/ip-hash';
import { enqueueMessage } from '@/lib/mail/outbox';
import { myDataLinkEmail } from './emails';
import { myDataKey, signMyDataToken } from './tokens';

/**
 * Links one address receives in a day, all sites together: anyone can type a stranger's
 * address, so past this the request is answered as a success and nothing is sent.
 */
export const MAX_LINKS_PER_DAY = 3;

export type LinkErrorCode = 'email-required' | 'email-invalid';

export type LinkRequestOutcome =
  | { kind: 'sent'; requestId: number }
  | { kind: 'ignored' }
  | { kind: 'invalid'; errors: { email: LinkErrorCode } }
  | { kind: 'captcha'; reason: string };

class CaptchaReplay extends Error {}

/**
 * POST /api/swc/{id}/my-data after the site key and rate limits of the other forms: checks
 * the address and the captcha (used once), records the request and queues the e-mail with
 * its signed link, in one transaction. The answer is the same whether or not the site holds
 * anything for the address: the e-mail, not the page, tells.
 */
export async function requestMyDataLink(
  db: Database,
  input: { site: SenderSite; raw: Record<string, unknown>; ip: string; fallbackLocale: Locale; captcha: CaptchaProvider; now?: Date },
): Promise<LinkRequestOutcome> {
  const { raw } = input;
  if (raw.website !== undefined && raw.website !== null && String(raw.website).trim() !== '') return { kind: 'ignored' };
  const email = typeof raw.email === 'string' ? raw.email.trim().toLowerCase() : '';
  if (!email) return { kind: 'invalid', errors: { email: 'email-required' } };
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return { kind: 'invalid', errors: { email: 'email-invalid' } };
  const locale: Locale = isLocale(raw.locale) ? raw.locale : input.fallbackLocale;
  const check = await input.captcha.verify(typeof raw.recaptcha_response === 'string' ? raw.recaptcha_response : '', { ip: input.ip, db });
  if (!check.ok) return { kind: 'captcha', reason: check.reason };
  const ipHash = hashIp(input.ip, config().LEADS_IP_SALT || (await getCaptchaHmacKey(db)));
  const now = input.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      if (!(await consumeCaptcha(tx, check.replayId, check.expiresAt))) throw new CaptchaReplay();
      // Counted under a lock per address so two requests cannot both pass the limit.
      await tx.query('select pg_advisory_xact_lock(31003, hashtext($1))', [email]);
      const recent = await tx.query<{ n: number }>(
        `select count(*)::int as n from data_requests where lower(email) = $1 and created_at > $2::timestamptz - interval '1 day'`,
        [email, now.toISOString()],
      );
      if ((recent[0]?.n ?? 0) >= MAX_LINKS_PER_DAY) return { kind: 'ignored' } as const;
      const rows = await tx.query<{ id: number | string }>(
        'insert into data_requests (site_id, email, locale, ip_hash, created_at) values ($1, $2, $3, $4, $5) returning id',
        [input.site.id, email, locale, ipHash, now.toISOString()],
      );
      const requestId = Number(rows[0]!.id);
      const token = signMyDataToken(await myDataKey(tx), requestId, now.getTime());
      const sender = await loadEmailSender(tx, input.site, locale);
      await enqueueMessage(tx, await myDataLinkEmail({ sender, to: email, locale, token }), null, input.site.id);
      return { kind: 'sent', requestId } as const;
    });
  } catch (error) {
    if (error instanceof CaptchaReplay) return { kind: 'captcha', reason: 'replayed' };
    throw error;
  }
}
