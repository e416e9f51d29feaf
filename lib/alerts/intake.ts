import type { Site } from '@/lib/sites/sites';
import type { Database } from '@/lib/db/types';
import { getCaptchaHmacKey } from '@/lib/captcha/hmac-key';
import { consumeCaptcha } from '@/lib/captcha/replay';
import type { CaptchaProvider } from '@/lib/captcha/types';
import { hashIp } from '@/lib/http/ip-hash';
import { publicOrigin } from '@/lib/http/public-origin';
import { createSavedSearch, readSaveRequest, type SaveErrorCode } from './save';
import type { AlertLocale } from './types';
import { config } from '@/lib/config/env';

export type SaveOutcome =
  | { kind: 'pending'; searchId: number }
  | { kind: 'ignored' }
  | { kind: 'invalid'; errors: Record<string, SaveErrorCode> }
  | { kind: 'captcha'; reason: string };

class CaptchaReplay extends Error {}

/** The site's name in a language (metadata.site_name, else sites.name), as the save form shows it in the consent. */
export function siteNameIn(site: Pick<Site, 'name'> & Partial<Pick<Site, 'metadata'>>, locale: AlertLocale): string {
  const named = site.metadata?.site_name?.[locale]?.trim();
  return named || site.name;
}

/**
 * POST /api/swc/{id}/saved-searches after the site key and rate limits: validates the body,
 * checks the captcha (the same one as /contact, used once), then stores the pending search
 * and queues its confirmation e-mail in one transaction.
 */
export async function submitSavedSearch(
  db: Database,
  input: { site: Pick<Site, 'id' | 'name' | 'domains'> & Partial<Pick<Site, 'metadata'>>; raw: Record<string, unknown>; ip: string; fallbackLocale: AlertLocale; captcha: CaptchaProvider; now?: Date },
): Promise<SaveOutcome> {
  const { raw } = input;
  if (raw.website !== undefined && raw.website !== null && String(raw.website).trim() !== '') return { kind: 'ignored' };
  const request = readSaveRequest(raw, input.fallbackLocale);
  if (!request.ok) return { kind: 'invalid', errors: request.errors };
  const token = typeof raw.recaptcha_response === 'string' ? raw.recaptcha_response : '';
  const check = await input.captcha.verify(token, { ip: input.ip, db });
  if (!check.ok) return { kind: 'captcha', reason: check.reason };
  const ipHash = hashIp(input.ip, config().LEADS_IP_SALT || (await getCaptchaHmacKey(db)));
  try {
    const result = await db.transaction(async (tx) => {
      const saved = await createSavedSearch(tx, request.value, {
        siteId: input.site.id,
        siteName: siteNameIn(input.site, request.value.locale),
        origin: publicOrigin(input.site),
        ipHash,
        now: input.now,
      });
      // The captcha is used only when the search is stored (a refused one can be sent again).
      if (saved.ok && !(await consumeCaptcha(tx, check.replayId, check.expiresAt))) throw new CaptchaReplay();
      return saved;
    });
    if (!result.ok) return { kind: 'invalid', errors: result.errors };
    // Held back by the daily limit of unconfirmed searches: answered as a success, nothing sent.
    return result.search ? { kind: 'pending', searchId: Number(result.search.id) } : { kind: 'ignored' };
  } catch (error) {
    if (error instanceof CaptchaReplay) return { kind: 'captcha', reason: 'replayed' };
    throw error;
  }
}
