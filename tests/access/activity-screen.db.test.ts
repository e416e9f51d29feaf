import { createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ActivityScreen } from '@/builder/activity/ActivityScreen';
import { listActivity } from '@/lib/activity/queries';
import { activityOfRequest, recordActivity } from '@/lib/activity/record';
import type { Database } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import frAccounts from '@/locales/fr/accounts.json';
import enAccounts from '@/locales/en/accounts.json';
import { insertFixtures } from '../helpers/cms-fixtures';
import { openTestDb } from '../helpers/db';

// The screen's messages, as the workspace gets them (locales/<lang>/accounts.json).
vi.mock('next-intl/server', async (original) => ({
  ...(await original<object>()),
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
    createTranslator({ locale, messages: { accounts: locale === 'fr' ? frAccounts : enAccounts }, namespace: namespace as 'accounts' }),
}));

/*
 * /qa/activity says what happened in the viewer's workspace language (the log keeps what
 * happened as data, not as an English sentence), names each site by its name in that
 * language, and still shows the rows written before as they were written.
 */
let db: Database;
let homeId: string;
beforeAll(async () => {
  db = await openTestDb();
  await insertFixtures(db);
  await db.query(`update sites set metadata = metadata || '{"site_name": {"fr": "Courtage Laval", "en": "Laval Brokerage"}}' where id = 'broker'`);
  const anne = { id: 1, name: 'Anne' };
  await db.query(`insert into editors (id, email, name, password_hash) values (1, 'a@x.ca', 'Anne', 'x')`);
  // A row of the log as written before details: an English sentence only.
  await db.query(`insert into activity (at, editor_id, editor_name, site_id, entity, action, summary) values ('2026-01-10 12:00', 1, 'Anne', 'agency', 'accounts', 'invite', 'old@x.ca as editor')`);
  await db.query(`update activity set at = '2026-01-10 12:00'`);
  await recordActivity(db, { editor: anne, siteId: 'broker', entity: 'accounts', action: 'invite', detail: { message: 'invited', params: { email: 'marie@x.ca', role: 'site_admin' } } });
  await recordActivity(db, { editor: anne, siteId: 'broker', entity: 'sites', entityId: 'broker', action: 'maintenance', detail: { message: 'maintenance', params: { state: 'on' } } });
  const [home] = await db.query<{ id: string }>(`select id::text from pages where site_id = 'broker' and title->>'fr' = 'Accueil'`);
  homeId = home!.id;
  await recordActivity(db, { editor: anne, siteId: 'broker', ...activityOfRequest('POST', `/api/editor/pages/${homeId}/publish`) });
  await recordActivity(db, { editor: anne, siteId: 'broker', ...activityOfRequest('POST', '/api/editor/blocks/color-scheme') });
});
afterAll(() => db.close());

async function screen(locale: Locale): Promise<string> {
  const rows = await listActivity(db, {});
  const html = renderToStaticMarkup(await ActivityScreen({ rows, filters: {}, people: [], entities: [], showSite: true, locale }));
  return html.replace(/&#x27;|&#39;/g, "'");
}

describe('the activity log in the viewer’s language', () => {
  it('stores what happened as a message and its parameters, with the site’s names', async () => {
    const [, request, maintenance, invite, old] = await listActivity(db, {});
    expect(invite).toMatchObject({ detail: { message: 'invited', params: { email: 'marie@x.ca', role: 'site_admin' } }, summary: '' });
    expect(maintenance!.detail).toEqual({ message: 'maintenance', params: { state: 'on' } });
    expect(request!.detail).toEqual({ message: 'request', params: { method: 'POST', path: `/api/editor/pages/${homeId}/publish` } });
    expect(request!.entityTitle).toEqual({ fr: 'Accueil', en: 'Home' });
    expect(invite!.site).toEqual({ name: 'Broker', metadata: { site_name: { fr: 'Courtage Laval', en: 'Laval Brokerage' } } });
    expect(old).toMatchObject({ detail: null, summary: 'old@x.ca as editor', site: { name: 'Agency' } });
  });

  it('reads in French for a French-speaking editor, with the site’s French name', async () => {
    const html = await screen('fr');
    expect(html).toContain('Invitation envoyée à marie@x.ca (Administrateur du site)');
    expect(html).toContain('Mode maintenance activé');
    // A write recorded from its request names the page and the action, not the method and path.
    expect(html).toContain('Pages « Accueil »');
    expect(html).toContain('jeu de couleurs d’un bloc');
    expect(html).not.toContain('/api/editor');
    expect(html).not.toContain('color-scheme');
    expect(html).toContain('Courtage Laval');
    expect(html).not.toContain('Laval Brokerage');
    expect(html).not.toMatch(/<\/span>broker<\/td>/);
    expect(html).not.toContain('Invitation sent');
  });

  it('reads in English for an English-speaking editor, with the site’s English name', async () => {
    const html = await screen('en');
    expect(html).toContain('Invitation sent to marie@x.ca (Site admin)');
    expect(html).toContain('Maintenance mode on');
    expect(html).toContain('Pages “Home”');
    expect(html).not.toContain('/api/editor');
    expect(html).toContain('Laval Brokerage');
    expect(html).not.toContain('Courtage Laval');
  });

  it('shows a row written before as it was stored, under its site’s name', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const html = await screen(locale);
      expect(html).toContain('old@x.ca as editor');
      expect(html).toMatch(/<\/span>Agency<\/td>/);
      expect(html).not.toMatch(/<\/span>agency<\/td>/);
    }
  });
});
