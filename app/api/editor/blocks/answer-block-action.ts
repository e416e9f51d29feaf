import { NextResponse, type NextRequest } from 'next/server';
import type { Editor } from '@/lib/auth/editors';
import { getDb } from '@/lib/db';
import type { Database } from '@/lib/db/types';
import type { BlockActionInput, BlockActionOutcome } from '@/lib/editor/edit-mode-service';
import { siteOfRequest } from '@/lib/sites/site-of-request';
import { jsonError, readJsonBody } from '@/lib/http/responses';
import { blockActionBody } from './block-action-body';

/**
 * Shared by POST /api/editor/blocks/color-scheme and /delete: reads {path, blockId},
 * runs the action on the draft of the page at path, answers
 * {pageId, blockId, version, colorScheme?} or the error (404, 403, 409).
 */
export async function answerBlockAction(
  request: NextRequest,
  editor: Editor,
  run: (db: Database, input: BlockActionInput) => Promise<BlockActionOutcome & { colorScheme?: string }>,
): Promise<Response> {
  const body = await readJsonBody(request, blockActionBody);
  if (!body.ok) return body.response;
  const db = await getDb();
  const site = await siteOfRequest(db, request);
  if (!site) return jsonError(404, 'site_not_found', 'No site matches this request');
  const outcome = await run(db, { siteId: site.id, publicPath: body.data.path, blockId: body.data.blockId, editor });
  if (!outcome.ok) return jsonError(outcome.status, outcome.error, outcome.message);
  return NextResponse.json({
    pageId: String(outcome.pageId),
    blockId: outcome.blockId,
    version: outcome.version,
    ...(outcome.colorScheme ? { colorScheme: outcome.colorScheme } : {}),
  });
}
