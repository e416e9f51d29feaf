import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { login } from './helpers/login';
import { expect, test } from './helpers/test';

/**
 * Scheduled publishing, in French and in English: an editor schedules a page's publication
 * and another page's withdrawal for the same minute from the pages list (the form says the
 * time is Québec time, the list shows a clock badge), and a visitor sees the first appear and
 * the second disappear within a minute of that time.
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const words = {
  fr: { schedule: 'Programmer', time: 'Heure (heure du Québec)', withdraw: 'Retirer du site', badgePublish: /Publication prévue le .*\(heure du Québec\)/, badgeWithdraw: /Retrait prévu le .*\(heure du Québec\)/ },
  en: { schedule: 'Schedule', time: 'Time (Québec time)', withdraw: 'Withdraw from the site', badgePublish: /Publication scheduled for .*\(Québec time\)/, badgeWithdraw: /Withdrawal scheduled for .*\(Québec time\)/ },
} as const;

/** The next whole minute at least 50 s away, and its day and time in Québec (what the form takes). */
function nextMinute(): { at: number; day: string; time: string } {
  const at = Math.ceil((Date.now() + 50_000) / 60_000) * 60_000;
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(new Date(at))
      .map((x) => [x.type, x.value]),
  );
  return { at, day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

async function createPage(request: APIRequestContext, slug: string, publish: boolean): Promise<{ fr: string; en: string; title: string }> {
  const title = `Programmée ${slug}`;
  const paths = { fr: `/programmee-${slug}`, en: `/scheduled-${slug}` };
  const created = await request.post('/api/editor/pages', { data: { paths, title: { fr: title, en: title } } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const current = (await (await request.get(`/api/editor/pages/${id}`)).json()) as { version: number; paths: Record<string, string> };
  const content = [{ id: 'intro', block_type: 'text_block_1', fields: { main_title: { fr: title, en: title }, description: { fr: '<p>Bonjour</p>', en: '<p>Hello</p>' }, cta_repeater: [] } }];
  const draft = await request.put(`/api/editor/pages/${id}/draft`, { data: { content, title: { fr: title, en: title }, seo: {}, paths: current.paths, expectedVersion: current.version } });
  expect(draft.status()).toBe(200);
  if (publish) expect((await request.post(`/api/editor/pages/${id}/publish`, { data: {} })).status()).toBe(200);
  return { ...paths, title };
}

async function scheduleFromList(page: Page, locale: 'fr' | 'en', title: string, when: { day: string; time: string }, withdraw: boolean) {
  const w = words[locale];
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: w.schedule, exact: true }).click();
  if (withdraw) await row.getByLabel('Action').selectOption({ label: w.withdraw });
  await row.getByLabel('Date').fill(when.day);
  await row.getByLabel(w.time).fill(when.time);
  await row.getByRole('button', { name: w.schedule, exact: true }).click();
  await expect(row.getByText(withdraw ? w.badgeWithdraw : w.badgePublish)).toBeVisible();
}

/** A visitor's browser loads url every second until it answers status; the milliseconds past `at` it took. */
async function visitorSees(browser: Browser, baseURL: string, url: string, status: number, at: number): Promise<number> {
  const visitor = await browser.newContext({ baseURL });
  const page = await visitor.newPage();
  try {
    for (;;) {
      const sent = Date.now();
      const answer = await page.goto(url, { waitUntil: 'commit' });
      if (answer?.status() === status) return sent - at;
      if (Date.now() - at > 90_000) throw new Error(`${url} still answered ${answer?.status()} 90 s after its time`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  } finally {
    await visitor.close();
  }
}

for (const locale of ['fr', 'en'] as const) {
  test(`${locale}: a page scheduled a minute ahead appears on time, one scheduled for withdrawal disappears`, async ({ page, browser, baseURL, isMobile }) => {
    test.skip(isMobile, 'The pages list is a desktop tool.');
    test.setTimeout(240_000);
    await login(page);
    const slug = unique();
    const coming = await createPage(page.request, `a-${slug}`, false);
    const going = await createPage(page.request, `b-${slug}`, true);
    const path = (p: { fr: string; en: string }) => `/${locale}${p[locale]}`;
    expect((await page.request.get(path(coming), { maxRedirects: 0 })).status()).toBe(404);
    expect((await page.request.get(path(going), { maxRedirects: 0 })).status()).toBe(200);

    await page.goto(`/qa?lang=${locale}`);
    const when = nextMinute();
    await scheduleFromList(page, locale, coming.title, when, false);
    await scheduleFromList(page, locale, going.title, when, true);

    const [appeared, disappeared] = await Promise.all([
      visitorSees(browser, baseURL!, path(coming), 200, when.at),
      visitorSees(browser, baseURL!, path(going), 404, when.at),
    ]);
    console.log(`${locale}: published ${appeared} ms and withdrawn ${disappeared} ms after their time`);
    // Not before its time (a second of clock and polling slack), and within the minute after it.
    expect(appeared).toBeGreaterThan(-1_000);
    expect(appeared).toBeLessThan(60_000);
    expect(disappeared).toBeGreaterThan(-1_000);
    expect(disappeared).toBeLessThan(60_000);

    const visitor = await browser.newPage({ baseURL });
    await visitor.goto(path(coming));
    await expect(visitor.getByRole('heading', { name: coming.title }).first()).toBeVisible();
    await visitor.close();
    // The list no longer shows the clock badges once they ran.
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: coming.title }).getByText(words[locale].badgePublish)).toHaveCount(0);
  });
}
