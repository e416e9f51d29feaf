/**
 * Members benchmark (run through scripts/bench-members.mjs: `npm run bench:members`).
 * Fills a fresh in-memory PGlite (and, with DATABASE_URL, a throw-away PostgreSQL schema)
 * with BENCH_MEMBERS (2,000) members in 3 offices, then times the members service as the
 * members API and the member blocks call it (uncached: the worst case, a cache miss):
 * p50/p95 per query, target p95 < 15 ms. Writes bench-results/members.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '@/lib/db/migrate';
import { openPglite } from '@/lib/db/pglite';
import { openPostgres } from '@/lib/db/postgres';
import type { Database } from '@/lib/db/types';
import { memberBlockData } from '@/lib/members/block-data';

const cardsBlock = (contextType: string) => ({ id: 'bench', block_type: 'member_cards_block', fields: { context_type: contextType } });
import { memberInputSchema } from '@/lib/members/input';
import { getMember, listMemberOffices, listMembers } from '@/lib/members/queries';
import { insertMember } from '@/lib/members/writes';
import type { MemberKind } from '@/lib/members/types';
import { timeRuns } from './lib/timing';

const COUNT = Number(process.env.BENCH_MEMBERS ?? 2000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const WARMUP = 5;
const TARGET_MS = 15;
const SITE = 'bench';
const OFFICES = ['montreal', 'laval', 'longueuil'];

/** One query timed (scripts/lib/timing.ts). */
const time = (fn: () => Promise<unknown>) => timeRuns(fn, { runs: RUNS, warmup: WARMUP });

function kindOf(i: number): MemberKind {
  if (i % 40 === 0) return 'administrator';
  if (i % 40 === 1) return 'director';
  if (i % 20 === 2) return 'team';
  return 'broker';
}

async function fill(db: Database): Promise<void> {
  await migrate(db);
  await db.query(`insert into sites (id, key, name, type) values ($1, 'bench-key', 'Bench', 'broker')`, [SITE]);
  await db.transaction(async (tx) => {
    for (let i = 0; i < COUNT; i++) {
      const kind = kindOf(i);
      const input = memberInputSchema.parse({
        slug: `membre-${i}`,
        kind,
        name: `Membre ${i}`,
        licence_title: { fr: 'Courtier immobilier résidentiel', en: 'Residential real estate broker' },
        agency: 'Groupe Courtier Immobilier, agence immobilière',
        office_slug: OFFICES[i % 3],
        avatar: { url: `/demo/members/m${i}.svg` },
        subtitle: { fr: `${i % 25} ans d’expérience`, en: `${i % 25} years of experience` },
        bio: { fr: 'Bio '.repeat(120), en: 'Bio '.repeat(120) },
        phone_display: '514 555-0100',
        phone_international: '+15145550100',
        email: `membre-${i}@example.ca`,
        languages: ['fr', 'en'],
        social_links: [{ type: 'linkedin', url: `https://www.linkedin.com/in/membre-${i}` }],
        team_member_slugs: kind === 'team' ? [`membre-${i + 1}`, `membre-${i + 3}`, `membre-${i + 5}`] : [],
      });
      await insertMember(tx, SITE, input, i);
    }
  });
  await db.query('analyze members');
}

const scenarios: { name: string; run: (db: Database) => Promise<unknown> }[] = [
  { name: 'API: brokers, page 1 of 16', run: (db) => listMembers(db, SITE, { kind: 'broker', page: 1, limit: 16 }) },
  { name: 'API: brokers in Laval, page 3 of 16', run: (db) => listMembers(db, SITE, { kind: 'broker', office: 'laval', page: 3, limit: 16 }) },
  { name: 'API: brokers, page 100 of 16 (deep)', run: (db) => listMembers(db, SITE, { kind: 'broker', page: 100, limit: 16 }) },
  { name: 'API: offices of brokers', run: (db) => listMemberOffices(db, SITE, 'broker') },
  { name: 'profile: a team with its members', run: (db) => getMember(db, SITE, 'membre-22') },
  { name: 'block data: teams (all, with offices)', run: (db) => memberBlockData.member_cards_block!.fill(db, SITE, 'fr', cardsBlock('teams')) },
  { name: 'block data: brokers (500 cap, with offices)', run: (db) => memberBlockData.member_cards_block!.fill(db, SITE, 'fr', cardsBlock('brokers')) },
];

async function measure(db: Database, label: string) {
  const rows = [];
  for (const s of scenarios) {
    const { p50, p95 } = await time(() => s.run(db));
    rows.push({ database: label, scenario: s.name, p50_ms: p50, p95_ms: p95, target_ms: TARGET_MS, ok: p95 < TARGET_MS });
    console.log(`${label.padEnd(10)} ${s.name.padEnd(46)} p50 ${String(p50).padStart(7)} ms  p95 ${String(p95).padStart(7)} ms ${p95 < TARGET_MS ? 'ok' : 'OVER'}`);
  }
  return rows;
}

export async function main(): Promise<void> {
  const results = [];
  const pglite = await openPglite();
  let started = performance.now();
  await fill(pglite);
  console.log(`PGlite: ${COUNT} members in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  results.push(...(await measure(pglite, 'PGlite')));
  await pglite.close();
  if (process.env.DATABASE_URL) {
    const schema = `bench_members_${process.pid}`;
    const admin = await openPostgres(process.env.DATABASE_URL);
    await admin.exec(`create schema ${schema}`);
    const url = new URL(process.env.DATABASE_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const pg = await openPostgres(url.toString());
    try {
      started = performance.now();
      await fill(pg);
      console.log(`PostgreSQL: ${COUNT} members in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      results.push(...(await measure(pg, 'PostgreSQL')));
    } finally {
      await pg.close();
      await admin.exec(`drop schema ${schema} cascade`);
      await admin.close();
    }
  }
  const out = path.join(process.cwd(), 'bench-results', 'members.json');
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, members: COUNT, runs: RUNS, results }, null, 2) + '\n');
  console.log(`written ${path.relative(process.cwd(), out)}`);
}
