import { NextResponse } from 'next/server';
import { reviewerRoute } from '@/lib/review/http';
import { reviewQueue } from '@/lib/review/queue';

/** The site's submissions waiting for a decision, each with its comparison and publish checks (site admins and the executive officer). */
export const GET = reviewerRoute(async (_request, { db, site }) => NextResponse.json({ submissions: await reviewQueue(db, site.id) }));
