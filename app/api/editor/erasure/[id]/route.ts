import { LOCALE_COOKIE } from '@/lib/auth/locale-cookie';
import { resolveQaLocale } from '@/lib/auth/qa-locale';
import { editorRoute, parseId } from '@/lib/editor/http';
import { jsonError } from '@/lib/http/responses';
import { kickOutboxWorker } from '@/lib/leads/outbox-job';
import { decideErasure, readDecision, type DecideError } from '@/lib/my-data/erasure';
import { myDataTexts } from '@/lib/my-data/texts';

const STATUS: Record<DecideError, number> = { 'not-found': 404, 'already-decided': 409, 'reason-required': 422, 'decision-invalid': 422 };

/**
 * POST /api/editor/erasure/{item} {decision: 'anonymise'} or {decision: 'keep', reason}: the
 * site admin's decision on one lead a visitor asked to erase (site admins only; an item of
 * another site is not found). The decision records its own activity entry.
 */
export const POST = editorRoute<{ id: string }>(
  async (request, { params, db, site, editor }) => {
    const t = myDataTexts(resolveQaLocale(request.nextUrl.searchParams.get('lang') ?? undefined, request.cookies.get(LOCALE_COOKIE)?.value));
    const refuse = (error: DecideError) => jsonError(STATUS[error], error.replace(/-/g, '_'), t(`errors.${error}`));
    const itemId = parseId(params.id);
    if (itemId === null) return refuse('not-found');
    const raw = await request.json().catch(() => null);
    const decision = readDecision(raw);
    if (!decision.ok) return refuse(decision.error);
    const result = await decideErasure(db, { siteId: site.id, itemId, editor: { id: editor.id, name: editor.name }, decision: decision.value });
    if (!result.ok) return refuse(result.error);
    if (result.requestDone) kickOutboxWorker();
    return Response.json({ status: 'ok', requestDone: result.requestDone });
  },
  'site_admin',
  { record: false },
);
