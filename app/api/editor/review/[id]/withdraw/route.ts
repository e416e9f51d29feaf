import { NextResponse } from 'next/server';
import { notFound, parseId } from '@/lib/editor/http';
import { withdrawSubmission } from '@/lib/review/decide';
import { reviewAuthorRoute } from '@/lib/review/http';

/** The author takes back their submission before it is decided (403 for anyone else, 409 once closed). */
export const POST = reviewAuthorRoute<{ id: string }>(
  async (_request, { params, db, site, editor }) => {
    const id = parseId(params.id);
    if (id === null) return notFound('submission');
    return NextResponse.json({ step: await withdrawSubmission(db, site.id, id, editor) });
  },
  { record: false },
);
