import 'server-only';
import type { NextRequest } from 'next/server';
import { LOCALE_COOKIE } from '@/lib/auth/locale-cookie';
import { resolveQaLocale } from '@/lib/auth/qa-locale';
import type { SiteEditor } from '@/lib/auth/current-editor';
import { jsonError } from '@/lib/http/responses';
import { loadMessages } from '@/locales';
import type { ScheduleActor } from './access';
import { ScheduleError } from './errors';

/** The guard's editor as the schedule services' actor. */
export function actorOf(editor: SiteEditor): ScheduleActor {
  return { editor: { id: editor.id, name: editor.name }, siteId: editor.site.id, role: editor.role, memberId: editor.memberId };
}

/** A ScheduleError as its 4xx answer, the message in the editor's language; anything else is rethrown. */
export function scheduleErrorResponse(request: NextRequest, error: unknown): Response {
  if (!(error instanceof ScheduleError)) throw error;
  const locale = resolveQaLocale(undefined, request.cookies.get(LOCALE_COOKIE)?.value);
  return jsonError(error.status, error.code, loadMessages(locale).schedules.errors[error.code]);
}
