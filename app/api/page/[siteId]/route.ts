import { answerPageRequest } from '@/lib/cms/page-api';
import { findSiteById } from '@/lib/sites/sites';
import { getDb } from '@/lib/db';

/** POST /api/page/{site_id}: the page response for {path, query, production}. */
export async function POST(request: Request, { params }: { params: Promise<{ siteId: string }> }) {
  const { siteId } = await params;
  return answerPageRequest(request, async () => findSiteById(await getDb(), siteId));
}
