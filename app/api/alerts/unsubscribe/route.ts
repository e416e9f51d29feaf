import type { NextRequest } from 'next/server';
import { getDb } from '@/lib/db';
import { unsubscribeByTokenIn } from '@/lib/alerts/manage';

/**
 * RFC 8058 one-click unsubscribe: the List-Unsubscribe-Post target of every alert e-mail.
 * POST (body List-Unsubscribe=One-Click), no login: 200 with an empty body; a tampered or
 * unknown token 400, an expired one 404. GET changes nothing (link scanners follow links).
 */
export async function POST(request: NextRequest): Promise<Response> {
  const token = request.nextUrl.searchParams.get('t') ?? '';
  const result = await unsubscribeByTokenIn(await getDb(), token);
  if (!result.ok) return new Response(null, { status: result.reason === 'expired' ? 404 : 400 });
  return new Response(null, { status: 200 });
}
