import { NextRequest } from 'next/server';
import { createEditor } from '@/lib/auth/editors';
import { createSession } from '@/lib/auth/session';
import type { Database } from '@/lib/db/types';

/** Creates the platform administrator the editor API tests act as; returns their session cookie. */
export async function signInPlatformAdmin(db: Database): Promise<string> {
  const editor = await createEditor(db, { email: 'julie@courtier.ca', name: 'Julie Tremblay', password: 'Bon-mot-de-passe', platformAdmin: true });
  return `qa_session=${(await createSession(db, editor!.id)).token}`;
}

export type EditorRequestInit = { method?: string; body?: unknown; signedIn?: boolean; host?: string };

/** A request to the editor API: signed in with `cookie` unless signedIn is false, a JSON body when given. */
export function editorRequest(path: string, cookie: string, init: EditorRequestInit = {}) {
  return new NextRequest(`http://localhost${path}`, {
    method: init.method ?? 'GET',
    headers: {
      host: init.host ?? 'localhost',
      ...(init.signedIn === false ? {} : { cookie }),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
}
