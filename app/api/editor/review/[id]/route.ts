import { NextResponse } from 'next/server';
import { z } from 'zod';
import { notFound, parseId } from '@/lib/editor/http';
import { publishRefused } from '@/lib/editor/publish-refusal-text';
import { readJsonBody } from '@/lib/http/responses';
import { approveSubmission, MAX_COMMENT, requestChanges } from '@/lib/review/decide';
import { reviewerRoute } from '@/lib/review/http';

const decisionBody = z.object({
  action: z.enum(['approve', 'request_changes']),
  comment: z.string().max(MAX_COMMENT).refine((s) => !s.includes('\u0000'), 'NUL character').default(''),
});

/**
 * A decision on a submission of this site: {action: 'approve' | 'request_changes', comment}.
 * Approve publishes exactly the submitted version (422 with the problems when a publish
 * check now refuses it); request_changes needs a comment (400). 403 for one's own
 * submission, 404 for another site's, 409 once decided, withdrawn or replaced. The steps
 * record themselves in the activity log.
 */
export const POST = reviewerRoute<{ id: string }>(
  async (request, { params, db, site, editor }) => {
    const id = parseId(params.id);
    if (id === null) return notFound('submission');
    const body = await readJsonBody(request, decisionBody);
    if (!body.ok) return body.response;
    if (body.data.action === 'request_changes') {
      const step = await requestChanges(db, site, id, editor, body.data.comment);
      return NextResponse.json({ step });
    }
    const result = await approveSubmission(db, site, id, editor, body.data.comment);
    if (!result.approved) return publishRefused(request, result.problems);
    return NextResponse.json({ step: result.step });
  },
  { record: false },
);
