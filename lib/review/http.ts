import 'server-only';
import type { NextRequest } from 'next/server';
import { createTranslator } from 'next-intl';
import { LOCALE_COOKIE } from '@/lib/auth/locale-cookie';
import { resolveQaLocale } from '@/lib/auth/qa-locale';
import { refusalMessage } from '@/lib/auth/roles';
import { editorRoute, type EditorRouteContext } from '@/lib/editor/http';
import { jsonError } from '@/lib/http/responses';
import { loadMessages } from '@/locales';
import { ReviewError } from './errors';
import { mayEditPages } from './page-access';
import { mayReview } from './reviewers';

type Handler<P> = (request: NextRequest, context: EditorRouteContext<P>) => Promise<Response>;

function reviewText(request: NextRequest, code: ReviewError['code']): string {
  const locale = resolveQaLocale(undefined, request.cookies.get(LOCALE_COOKIE)?.value);
  return createTranslator({ locale, messages: loadMessages(locale), namespace: 'editor.review.errors' })(code);
}

/** A refused review action in the workspace's language: {error, message}. */
export function reviewErrorResponse(request: NextRequest, error: ReviewError): Response {
  return jsonError(error.status, error.code, reviewText(request, error.code));
}

/** Runs a handler, turning a ReviewError into its 4xx answer. */
function answeringReviewErrors<P>(handler: Handler<P>): Handler<P> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      if (error instanceof ReviewError) return reviewErrorResponse(request, error);
      throw error;
    }
  };
}

/**
 * A page-editing handler: editors, and brokers of a site that reviews them (their publish is
 * a submission). Another broker gets the guard's 403.
 */
export function pageEditingRoute<P extends Record<string, string> = Record<string, never>>(handler: Handler<P>, options?: { record?: boolean }) {
  return editorRoute<P>(
    async (request, context) =>
      mayEditPages(context.site, context.editor.role) ? answeringReviewErrors(handler)(request, context) : jsonError(403, 'forbidden', refusalMessage('editor', context.editor.role), { required_role: 'editor' }),
    'broker',
    options,
  );
}

/** A review-queue handler: site admins and the site's executive officer; anyone else 403. */
export function reviewerRoute<P extends Record<string, string> = Record<string, never>>(handler: Handler<P>, options?: { record?: boolean }) {
  return editorRoute<P>(
    async (request, context) =>
      // Refused like the guard refuses (403 forbidden), in the workspace's language.
      mayReview(context.site, context.editor) ? answeringReviewErrors(handler)(request, context) : jsonError(403, 'forbidden', reviewText(request, 'not_reviewer')),
    'broker',
    options,
  );
}

/** Any signed-in member of the site (an author withdrawing their submission): ReviewErrors answered. */
export function reviewAuthorRoute<P extends Record<string, string> = Record<string, never>>(handler: Handler<P>, options?: { record?: boolean }) {
  return editorRoute<P>(answeringReviewErrors(handler), 'broker', options);
}
