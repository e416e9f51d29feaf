import type { Locale } from '@/lib/i18n/locales';
import { jsonError } from '@/lib/http/responses';
import { errorText, translateFieldErrors } from './messages';

/** The answers of POST /api/swc/{microsite_id}/contact (README §2). */

export const leadSuccess = () => Response.json({ status: 'success' });

export function leadInvalid(locale: Locale, errors: Record<string, string[]>) {
  const message = errorText('invalid', locale);
  return jsonError(422, 'invalid', message, { errors: translateFieldErrors(errors, locale) });
}

export function leadCaptchaFailed(locale: Locale) {
  const message = errorText('captcha-failed', locale);
  return jsonError(422, 'captcha', message, { errors: { recaptcha_response: [message] } });
}

export function leadRateLimited(retryAfterSeconds: number) {
  const response = jsonError(429, 'rate_limited', 'Too many submissions, try again later', { retry_after: retryAfterSeconds });
  response.headers.set('Retry-After', String(retryAfterSeconds));
  return response;
}

export const leadUnauthorized = () => jsonError(401, 'unauthorized', 'Unknown site or wrong X-Site-Key');

export const leadUnavailable = () => jsonError(503, 'unavailable', 'The service is unavailable, please try again later');
