import { NextResponse } from 'next/server';
import { z } from 'zod';
import { withEditor } from '@/lib/auth/current-editor';
import { getDb } from '@/lib/db';
import { jsonError, readJsonBody } from '@/lib/http/responses';
import { changeSite } from '@/lib/site/site-admin';

type Context = { params: Promise<{ id: string }> };

const changeBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('rotate-key') }),
  z.object({ action: z.literal('maintenance'), on: z.boolean() }),
  z.object({ action: z.literal('delete'), confirm: z.string().max(200) }),
  z.object({ action: z.literal('restore') }),
]);

/**
 * POST {action}: rotate-key (-> {key}; the old key stops working), maintenance {on},
 * delete {confirm: the site's name} (restorable 30 days), restore. Platform admin only.
 */
export const POST = withEditor<Context>(
  async (request, { params }, editor) => {
    const { id } = await params;
    const body = await readJsonBody(request, changeBody);
    if (!body.ok) return body.response;
    const result = await changeSite(await getDb(), id.slice(0, 100), body.data, editor);
    if (!result.ok) return jsonError(result.status, result.error, result.message);
    return NextResponse.json(result.key ? { key: result.key } : { status: 'success' });
  },
  'platform_admin',
  { record: false },
);
