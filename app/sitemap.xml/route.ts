import type { NextRequest } from 'next/server';
import { sitemapResponse } from '@/lib/seo/sitemap-response';

export const dynamic = 'force-dynamic';

/** GET /sitemap.xml (lib/seo/sitemap-response.ts). */
export function GET(request: NextRequest) {
  return sitemapResponse(request);
}
