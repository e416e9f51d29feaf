import type { Queryable } from '@/lib/db/types';
import { findSiteByDomain, type Site } from './sites';

/** The site answering this request's host (domain mode, default site as fallback). */
export function siteOfRequest(db: Queryable, request: Request): Promise<Site | null> {
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  return findSiteByDomain(db, host?.split(',')[0]?.trim());
}
