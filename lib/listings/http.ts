import 'server-only';
import type { NextResponse } from 'next/server';
import { getDb } from '@/lib/db';
import type { Database } from '@/lib/db/types';
import { jsonError } from '@/lib/http/responses';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { siteKeyMatches } from './site-access';

/** Content-Language 'en', 'en-CA' or 'en-CA, fr' -> 'en'; anything else -> fr. */
export function requestLocale(request: Request): Locale {
  const tag = request.headers.get('content-language')?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return isLocale(tag) ? tag : defaultLocale;
}

export function badParameter(param: string, message: string): NextResponse {
  return jsonError(400, 'invalid_parameter', message, { param });
}

/** For endpoints that take no query parameters: the 400 naming the first one sent, or null. */
export function refuseQuery(request: Request): NextResponse | null {
  const first = new URL(request.url).searchParams.keys().next();
  return first.done ? null : badParameter(first.value, `${first.value} is not a parameter of this endpoint`);
}

/**
 * Runs a listings handler: the database, the site-key check when a microsite id is
 * given (401 otherwise), and a 503 instead of a 500 when the database fails.
 */
export async function withListingsDb(
  request: Request,
  micrositeId: string | null,
  handler: (db: Database) => Promise<NextResponse>,
): Promise<NextResponse> {
  let db: Database;
  try {
    db = await getDb();
  } catch {
    return jsonError(503, 'unavailable', 'The listings service is unavailable');
  }
  try {
    if (micrositeId !== null && !(await siteKeyMatches(db, micrositeId, request.headers.get('x-site-key')))) {
      return jsonError(401, 'unauthorized', 'X-Site-Key does not match this microsite');
    }
    return await handler(db);
  } catch (error) {
    console.error('[listings]', error);
    return jsonError(503, 'unavailable', 'The listings service is unavailable');
  }
}
