import { NextRequest } from 'next/server';
import { createEditor } from '@/lib/auth/editors';
import { setSiteRole } from '@/lib/auth/roles';
import { createSession } from '@/lib/auth/session';
import type { Database } from '@/lib/db/types';
import { insertMunicipalities } from '@/lib/listings/insert';
import { MUNICIPALITIES } from '@/lib/listings/municipalities-data';
import { insertFixtures } from './cms-fixtures';

/** The members of the two brokers and the sessions the listing tests act with. */
export interface BrokerSite {
  members: { julie: number; marc: number };
  /** Julie, a broker listed as her member; Edith, an editor of the site. */
  tokens: { julie: string; editor: string };
}

/**
 * The broker site (broker.test) of the fixtures, with its municipalities, two brokers'
 * members (Julie, Marc) and two accounts: Julie, a broker who is her member, and an editor.
 */
export async function openBrokerSite(db: Database): Promise<BrokerSite> {
  await insertFixtures(db);
  await insertMunicipalities(db, MUNICIPALITIES);
  const members = { julie: 0, marc: 0 };
  for (const name of ['julie', 'marc'] as const) {
    const rows = await db.query<{ id: number }>(`insert into members (site_id, slug, kind, name) values ('broker', $1, 'broker', $1) returning id`, [name]);
    members[name] = Number(rows[0]!.id);
  }
  const julie = await createEditor(db, { email: 'julie@courtier.ca', name: 'Julie', password: 'un mot de passe assez long' });
  await setSiteRole(db, julie!.id, 'broker', 'broker', members.julie);
  const editor = await createEditor(db, { email: 'edith@agence.ca', name: 'Edith', password: 'un mot de passe assez long' });
  await setSiteRole(db, editor!.id, 'broker', 'editor');
  return { members, tokens: { julie: (await createSession(db, julie!.id)).token, editor: (await createSession(db, editor!.id)).token } };
}

/** A JSON request to the broker site's API, signed in with `token`. */
export function brokerRequest(path: string, method: string, token: string, body: unknown) {
  return new NextRequest(`http://broker.test${path}`, {
    method,
    headers: { host: 'broker.test', cookie: `qa_session=${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
