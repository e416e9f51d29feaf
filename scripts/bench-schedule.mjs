#!/usr/bin/env node
/**
 * `npm run bench:schedule`: the lateness of scheduled publications on a running server
 * (BENCH_URL, http://localhost:3000; the admin of scripts/lib/site-client.mjs, or
 * BENCH_EMAIL / BENCH_PASSWORD). Creates BENCH_SCHEDULES (20) draft pages, schedules their
 * publications BENCH_SPACING_MS (3 000) apart starting BENCH_LEAD_MS (15 000) from now, then
 * polls each page as a visitor until it answers 200. Prints, over all of them, the median and
 * the maximum of (first 200 seen by a visitor − scheduled time) and of (published_at recorded
 * by the server − scheduled time). The visitor figure includes the polling step (BENCH_POLL_MS, 100).
 */
import { ADMIN, http, login } from './lib/site-client.mjs';
import { createDraftPage, listPages, schedulePublish } from './lib/schedule-client.mjs';

const base = process.env.BENCH_URL ?? 'http://localhost:3000';
const count = Number(process.env.BENCH_SCHEDULES ?? 20);
const spacing = Number(process.env.BENCH_SPACING_MS ?? 3_000);
const lead = Number(process.env.BENCH_LEAD_MS ?? 15_000);
const pollMs = Number(process.env.BENCH_POLL_MS ?? 100);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

if (process.env.BENCH_EMAIL) {
  ADMIN.email = process.env.BENCH_EMAIL;
  ADMIN.password = process.env.BENCH_PASSWORD ?? '';
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function main() {
  const cookie = await login(base);
  const run = Date.now().toString(36);
  const pages = [];
  for (let i = 0; i < count; i++) pages.push(await createDraftPage(base, cookie, `bench-programmee-${run}-${i}`));
  const start = Date.now() + lead;
  const scheduled = [];
  for (const [i, page] of pages.entries()) {
    const schedule = await schedulePublish(base, cookie, page.id, start + i * spacing);
    scheduled.push({ ...page, at: Date.parse(schedule.runAt) });
  }
  console.log(`> ${count} publications scheduled ${spacing} ms apart, the first at ${new Date(start).toISOString()}`);
  const seen = await Promise.all(
    scheduled.map(async (page) => {
      await sleep(Math.max(0, page.at - Date.now() - 1_000));
      for (;;) {
        const sent = Date.now();
        if ((await http(`${base}${page.path}`)).status === 200) return sent - page.at;
        if (sent - page.at > 120_000) throw new Error(`${page.path} not published 2 minutes after its time`);
        await sleep(pollMs);
      }
    }),
  );
  const listed = new Map((await listPages(base, cookie)).map((p) => [p.id, p.publishedAt]));
  const recorded = scheduled.map((page) => Date.parse(listed.get(page.id)) - page.at);
  const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`visitor sees it: median ${fmt(median(seen))}, max ${fmt(Math.max(...seen))} after the time (poll every ${pollMs} ms)`);
  console.log(`published_at:    median ${fmt(median(recorded))}, max ${fmt(Math.max(...recorded))} after the time`);
  if (seen.some((ms) => ms < -pollMs)) console.log('WARNING: a page was seen before its time');
  console.log(JSON.stringify({ count, spacingMs: spacing, visitorMedianMs: median(seen), visitorMaxMs: Math.max(...seen), recordedMedianMs: median(recorded), recordedMaxMs: Math.max(...recorded) }));
}

await main();
