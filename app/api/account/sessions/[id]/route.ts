import { NextResponse } from 'next/server';
import { recordActivity } from '@/lib/activity/record';
import { withAccount } from '@/lib/auth/current-editor';
import { jsonError, seeOther, wantsHtml } from '@/lib/auth/responses';
import { endSession } from '@/lib/auth/session';
import { getDb } from '@/lib/db';

type Context = { params: Promise<{ id: string }> };

const end = withAccount<Context>(async (request, { params }, editor) => {
  const { id } = await params;
  const sessionId = /^[1-9]\d{0,14}$/.test(id) ? Number(id) : null;
  const db = await getDb();
  if (sessionId === null || !(await endSession(db, editor.id, sessionId))) return jsonError(404, 'session_not_found', 'No session of yours with this id');
  await recordActivity(db, { editor, siteId: null, entity: 'accounts', entityId: editor.id, action: 'end-session', detail: { message: 'session-ended', params: { session: sessionId } } });
  return wantsHtml(request, false) ? seeOther('/qa/account') : new NextResponse(null, { status: 204 });
});

/** DELETE (API) or POST (the /qa/account form): ends one of my sessions; another account's is a 404. */
export const DELETE = end;
export const POST = end;
