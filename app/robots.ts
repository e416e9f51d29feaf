import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';

export const dynamic = 'force-dynamic';

export default async function robots(): Promise<MetadataRoute.Robots> {
  const h = await headers();
  const origin = `${h.get('x-forwarded-proto') ?? 'http'}://${h.get('x-forwarded-host') ?? h.get('host')}`;
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/qa', '/api', '/healthz', '/readyz'] },
    sitemap: `${origin}/sitemap.xml`,
  };
}
