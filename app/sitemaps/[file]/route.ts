import type { NextRequest } from 'next/server';
import { sitemapFileResponse } from '@/lib/seo/sitemap-response';

export const dynamic = 'force-dynamic';

/** GET /sitemaps/pages.xml and /sitemaps/listings-{n}.xml: the files of the sitemap index. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ file: string }> }) {
  return sitemapFileResponse(request, (await params).file);
}
