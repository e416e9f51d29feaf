import { NextResponse } from 'next/server';

/** The error answer shape of our API: `{status: 'error', error, message}`. */
export function jsonError(
  status: number,
  error: string,
  message: string,
  extra?: Record<string, unknown>,
  headers?: HeadersInit,
): NextResponse {
  return NextResponse.json({ status: 'error', error, message, ...extra }, { status, headers });
}

/**
 * A 303 to a path of this site. The Location stays relative: behind a proxy the request
 * URL's host can be an internal one, and browsers resolve a relative Location themselves.
 */
export function seeOther(location: string, headers?: HeadersInit): NextResponse {
  const response = new NextResponse(null, { status: 303, headers });
  response.headers.set('Location', location);
  return response;
}

/** Browsers submitting the login form natively get redirects; API clients get status codes. */
export function wantsHtml(request: Request, isJson: boolean): boolean {
  return !isJson && (request.headers.get('accept') ?? '').includes('text/html');
}
