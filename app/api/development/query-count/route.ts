import { NextResponse } from 'next/server';
import { queryCount } from '@/lib/db/query-count';
import { config } from '@/lib/config/env';

/** GET /api/development/query-count: queries sent so far, only when DB_QUERY_COUNT=1 (tests). */
export function GET() {
  if (!config().DB_QUERY_COUNT) return NextResponse.json({ status: 'error', error: 'not_found' }, { status: 404 });
  return NextResponse.json({ queries: queryCount() }, { headers: { 'cache-control': 'no-store' } });
}
