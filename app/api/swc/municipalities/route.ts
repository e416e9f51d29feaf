import { NextResponse, type NextRequest } from 'next/server';
import { refuseQuery, withListingsDb } from '@/lib/listings/http';
import { listMunicipalities } from '@/lib/listings/service';

/** GET /api/swc/municipalities (unprotected): every municipality, {MUN_CODE, DESCRIPTION, ...}. */
export async function GET(request: NextRequest) {
  const refused = refuseQuery(request);
  if (refused) return refused;
  return withListingsDb(request, null, async (db) =>
    NextResponse.json({ status: 'success', data: { municipalities: await listMunicipalities(db) } }),
  );
}
