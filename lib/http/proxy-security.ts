import { NextResponse, type NextRequest } from 'next/server';
import { FORGED_WRITE_MESSAGE, isForgedWrite } from './csrf';
import { requestLineProblem } from './decode-path';
import { boundLinkHeader, createNonce, pathKind, securityHeaders, type SecurityContext } from './security-headers';
import { config } from '@/lib/config/env';

/**
 * The proxy's security steps, kept out of proxy.ts so routing changes there merge easily:
 * `checkRequest` refuses what no route may see (paths that do not decode, NUL characters,
 * forged cross-site writes) and prepares the CSP nonce; `secure` adds the headers to
 * whatever answer the proxy returns (next(), an intl redirect or rewrite, a refusal).
 */

export interface SecureRequest {
  context: SecurityContext;
  /** For NextResponse.next({ request: { headers } }): carries the nonce to the /qa render. */
  requestHeaders?: Headers;
}

function isHttps(request: NextRequest): boolean {
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return proto ? proto === 'https' : request.nextUrl.protocol === 'https:';
}

const NOT_FOUND_HTML =
  '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Page introuvable / Page not found</title></head>' +
  '<body><h1>Page introuvable</h1><p>Page not found.</p><p><a href="/fr">Accueil</a> · <a href="/en">Home</a></p></body></html>';

/** The plain bilingual 404 of a path no route may serve (HTML; JSON under /api). */
export function notFoundRefusal(request: NextRequest): NextResponse {
  return refusal(request, 404, 'not_found', 'Not found');
}

function refusal(request: NextRequest, status: number, error: string, message: string, extra: Record<string, unknown> = {}): NextResponse {
  if (request.nextUrl.pathname.startsWith('/api/')) return NextResponse.json({ status: 'error', error, message, ...extra }, { status });
  if (status === 404) return new NextResponse(NOT_FOUND_HTML, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
  return new NextResponse(`${status} ${message}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

export function checkRequest(request: NextRequest, hasSessionCookie: boolean): NextResponse | SecureRequest {
  const { pathname, searchParams } = request.nextUrl;
  const problem = requestLineProblem(pathname, searchParams);
  if (problem) {
    const { status, error, message, ...extra } = problem;
    return secure(request, refusal(request, status, error, message, extra), securityContext(request));
  }
  if (isForgedWrite(request, pathname, hasSessionCookie)) {
    return secure(request, refusal(request, 403, 'cross_site_request', FORGED_WRITE_MESSAGE), securityContext(request));
  }
  const context = securityContext(request, pathKind(pathname) === 'editor' ? createNonce() : undefined);
  if (!context.nonce) return { context };
  // Next.js reads the nonce from the request's CSP header and applies it to its scripts.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', context.nonce);
  requestHeaders.set('content-security-policy', securityHeaders(pathname, context)['Content-Security-Policy'] ?? '');
  return { context, requestHeaders };
}

export function securityContext(request: NextRequest, nonce?: string): SecurityContext {
  return {
    https: isHttps(request),
    dev: config().NODE_ENV === 'development',
    nonce,
    publicSources: config().CSP_SCRIPT_SOURCES,
  };
}

/** Adds the security headers of the request's path to an answer (and bounds next-intl's Link header). */
export function secure<R extends Response>(request: NextRequest, response: R, context: SecurityContext): R {
  for (const [name, value] of Object.entries(securityHeaders(request.nextUrl.pathname, context))) {
    // A Cache-Control the answer already chose (a redirect's, say) is kept.
    if (name === 'Cache-Control' && response.headers.has(name)) continue;
    response.headers.set(name, value);
  }
  boundLinkHeader(response.headers);
  return response;
}
