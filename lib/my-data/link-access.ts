import type { Queryable } from '@/lib/db/types';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { openMyData, siteIdOfMicrosite, type MyDataAccess } from './access';
import { myDataTexts } from './texts';

/**
 * The check every "My data" endpoint makes before anything else: the link's token, on the
 * site the path names. A refusal is a 4xx with its text in the visitor's language: 404 for a
 * forged, unknown or other site's link, 410 for an expired one.
 */
export async function accessFromLink(
  db: Queryable,
  micrositeId: string,
  token: unknown,
  requested: unknown,
): Promise<{ ok: true; access: MyDataAccess } | { ok: false; status: 404 | 410; error: 'link_invalid' | 'link_expired'; message: string; locale: Locale }> {
  const locale: Locale = isLocale(requested) ? requested : 'fr';
  const siteId = await siteIdOfMicrosite(db, micrositeId);
  const opened = siteId ? await openMyData(db, token, siteId) : ({ ok: false, reason: 'invalid' } as const);
  if (opened.ok) return { ok: true, access: opened.value };
  const t = myDataTexts(locale);
  return opened.reason === 'expired'
    ? { ok: false, status: 410, error: 'link_expired', message: t('errors.link-expired'), locale }
    : { ok: false, status: 404, error: 'link_invalid', message: t('errors.link-invalid'), locale };
}
