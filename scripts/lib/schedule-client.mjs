/**
 * Scheduling through the editor API, for the scripts (bench:schedule, test:scale): a new page
 * with a valid draft, and its publication scheduled at an instant (sent as its day and time in
 * Québec, to the second).
 */
import { http } from './site-client.mjs';

const quebec = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
});

/** An instant as the API's { day, time } in Québec: 1765566030000 -> { day: '2025-12-12', time: '14:00:30' }. */
export function quebecDayTime(ms) {
  const p = Object.fromEntries(quebec.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return { day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}:${p.second}` };
}

const jsonHeaders = (base, cookie) => ({ cookie, origin: base, 'content-type': 'application/json' });

/** A new page with one valid text block in its draft (not published); { id, path } (French path). */
export async function createDraftPage(base, cookie, slug) {
  const headers = jsonHeaders(base, cookie);
  const title = { fr: `Programmée ${slug}`, en: `Scheduled ${slug}` };
  const created = await http(`${base}/api/editor/pages`, { method: 'POST', headers, body: JSON.stringify({ paths: { fr: `/${slug}` }, title }) });
  if (created.status !== 201) throw new Error(`page creation failed: ${created.status} ${created.body.slice(0, 300)}`);
  const { id } = JSON.parse(created.body);
  const page = JSON.parse((await http(`${base}/api/editor/pages/${id}`, { headers })).body);
  const content = [{ id: 'intro', block_type: 'text_block_1', fields: { main_title: title, description: { fr: '<p>Bonjour</p>', en: '<p>Hello</p>' }, cta_repeater: [] } }];
  const saved = await http(`${base}/api/editor/pages/${id}/draft`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ content, title, seo: {}, paths: page.paths, expectedVersion: page.version }),
  });
  if (saved.status !== 200) throw new Error(`draft save failed: ${saved.status} ${saved.body.slice(0, 300)}`);
  return { id, path: `/fr/${slug}` };
}

/** Schedules the page's publication at atMs; the schedule as the API answers it. */
export async function schedulePublish(base, cookie, pageId, atMs) {
  const answer = await http(`${base}/api/editor/schedules`, {
    method: 'POST',
    headers: jsonHeaders(base, cookie),
    body: JSON.stringify({ kind: 'page', itemId: pageId, action: 'publish', ...quebecDayTime(atMs) }),
  });
  if (answer.status !== 201) throw new Error(`scheduling failed: ${answer.status} ${answer.body.slice(0, 300)}`);
  return JSON.parse(answer.body).schedule;
}

/** The site's pages as the editor's list gives them (publishedAt among them). */
export async function listPages(base, cookie) {
  return JSON.parse((await http(`${base}/api/editor/pages`, { headers: { cookie } })).body).pages;
}
