import { answerPageRequest } from '@/lib/cms/page-api';
import { findSiteByDomain } from '@/lib/sites/sites';
import { getDb } from '@/lib/db';

/** POST /api/page (domain mode): the site comes from domain_name, else the request host. */
export async function POST(request: Request) {
  return answerPageRequest(request, async (body) =>
    findSiteByDomain(await getDb(), body.domain_name ?? request.headers.get('host')),
  );
}
