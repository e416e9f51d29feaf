#!/usr/bin/env node
/**
 * `npm run bench:media`: the media library under load, against a throw-away
 * production server (fresh embedded database; builds if needed).
 *  1. 50 photos of 12 MP (4000 × 3000 JPEGs of 4-8 MB, generated once into the system's temp
 *     folder) uploaded by 5 parallel clients through POST /api/editor/media, while the
 *     server's memory (RSS of its process tree, sampled every 50 ms) is recorded: target peak
 *     < 600 MB.
 *  2. The first request of a 1,200 px WebP of a 12 MP photo (the size is made, stored, then
 *     served), for 5 photos: target ≤ 400 ms each.
 *  3. Later requests of that size (from the library's cache) against a static file of the same
 *     size on the same server (public/, served by Next): req/s of each, target ≥ 50 % of the
 *     static file's.
 *  4. The floor: the same route answering the same bytes from memory at once (header
 *     x-bench-media-floor, honoured only on this bench's server), i.e. the least a Next route
 *     handler costs; the target can only be met if the floor is above it.
 *  5. With --nginx (Debian's nginx installed): the same two URLs through deploy/nginx/courtier.conf
 *     (its /media/ location keeps library files in nginx's cache).
 * The server's memory includes PGlite's (~0.75 GB once started) unless DATABASE_URL names a
 * PostgreSQL server (a fresh database: it is seeded). Writes bench-results/media[-postgres].json. Env: BENCH_DURATION (10 s per load test), BENCH_CONNECTIONS (10),
 * BENCH_PORT (a free port by default).
 */
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createReadStream, existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { loadTest } from './lib/load-test.mjs';
import { repoRoot } from './lib/next-cli.mjs';
import { startProductionServer } from './lib/production-server.mjs';
import { startNginx } from './lib/nginx.mjs';

const PHOTOS = 50;
const CLIENTS = 5;
const durationSec = Number(process.env.BENCH_DURATION || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 10);
const admin = { email: 'bench@example.com', password: 'bench-password-123' };
const photoDir = path.join(os.tmpdir(), 'bench-media-photos');
const MB = 1024 * 1024;

/** 12 MP JPEGs of 4-8 MB: noise (what a camera's sensor gives a JPEG encoder) in a different tint and quality each. */
async function generatePhotos() {
  await mkdir(photoDir, { recursive: true });
  const files = Array.from({ length: PHOTOS }, (_, i) => path.join(photoDir, `photo-${String(i).padStart(2, '0')}.jpg`));
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    console.log(`> generating ${missing.length} photos into ${photoDir} (once)…`);
    const { data, info } = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 90, g: 120, b: 160 }, noise: { type: 'gaussian', mean: 128, sigma: 24 } } })
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (const file of missing) {
      const i = files.indexOf(file);
      await sharp(data, { raw: info }).modulate({ hue: i * 7, brightness: 0.9 + (i % 3) * 0.1 }).jpeg({ quality: 85 + (i % 5) * 2 }).toFile(file);
    }
  }
  const sizes = await Promise.all(files.map(async (f) => (await stat(f)).size));
  return { files, sizes };
}

/** RSS (bytes) of a process and all its descendants, from /proc. */
async function treeRss(rootPid) {
  const children = new Map();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const statText = await readFile(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(statText.slice(statText.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // The process ended meanwhile.
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    try {
      const status = await readFile(`/proc/${pid}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      continue;
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

async function signIn(baseUrl) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(admin),
    redirect: 'manual',
  });
  const cookie = (login.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  if (!cookie.includes('qa_session')) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  return cookie;
}

async function upload(baseUrl, cookie, file) {
  const size = (await stat(file)).size;
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/editor/media`, {
    method: 'POST',
    headers: { cookie, origin: baseUrl, 'content-type': 'application/octet-stream', 'content-length': String(size), 'x-file-name': path.basename(file) },
    body: Readable.toWeb(createReadStream(file)),
    duplex: 'half',
  });
  const body = await response.json();
  if (response.status !== 201) throw new Error(`upload ${file}: ${response.status} ${JSON.stringify(body)}`);
  return { item: body.item, ms: performance.now() - started };
}

const round = (n) => Math.round(n * 10) / 10;

const { files, sizes } = await generatePhotos();
console.log(`> ${files.length} photos of 12 MP, ${round(Math.min(...sizes) / MB)}-${round(Math.max(...sizes) / MB)} MB`);

// The static file to compare with: a 1,200 px WebP of the first photo made the same way as the
// library's (lib/media/variants.ts), so both answers carry the same number of bytes. Written into
// public/ before the server starts (Next lists public files at start) and removed at the end.
const staticName = 'bench-media-static.webp';
const staticPath = path.join(repoRoot, 'public', staticName);
await sharp(files[0]).resize({ width: 1200 }).webp({ quality: 78, effort: 2 }).toFile(staticPath);

const server = await startProductionServer({
  name: 'bench-media',
  ...(process.env.BENCH_PORT ? { port: Number(process.env.BENCH_PORT) } : {}),
  env: { QA_ADMIN_EMAIL: admin.email, QA_ADMIN_PASSWORD: admin.password, MEDIA_WRITES_PER_MINUTE: '1000', BENCH_ALLOW_NOCACHE: '1' },
});
try {
  const { baseUrl, pid } = server;
  const cookie = await signIn(baseUrl);
  const idleRss = await treeRss(pid);

  // 1. Uploads by 5 clients, memory sampled meanwhile.
  let peakRss = idleRss;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peakRss = Math.max(peakRss, await treeRss(pid));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const queue = [...files];
  const items = [];
  const uploadMs = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const { item, ms } = await upload(baseUrl, cookie, file);
        items.push(item);
        uploadMs.push(ms);
      }
    }),
  );
  const uploadWallMs = performance.now() - started;
  sampling = false;
  await sampler;
  uploadMs.sort((a, b) => a - b);
  console.log(`> uploads: ${items.length} in ${round(uploadWallMs / 1000)} s (p50 ${Math.round(uploadMs[Math.floor(uploadMs.length / 2)])} ms per file); server RSS idle ${round(idleRss / MB)} MB, peak ${round(peakRss / MB)} MB (target < 600)`);

  // 2. First 1,200 px WebP of five photos.
  const firstMs = [];
  for (const item of items.slice(0, 5)) {
    const t = performance.now();
    const response = await fetch(`${baseUrl}${item.url}?w=1200`, { headers: { accept: 'image/avif,image/webp,*/*' } });
    await response.arrayBuffer();
    firstMs.push(performance.now() - t);
    if (response.headers.get('content-type') !== 'image/webp') throw new Error(`expected a WebP, got ${response.headers.get('content-type')}`);
  }
  console.log(`> first 1,200 px WebP: ${firstMs.map(Math.round).join(', ')} ms (target ≤ 400)`);

  // 3. Later requests of a generated size against a static file of the same server.
  const variantUrl = `${baseUrl}${items[0].url}?w=1200`;
  const staticUrl = `${baseUrl}/${staticName}`;
  const accept = { accept: 'image/avif,image/webp,*/*' };
  await loadTest({ url: staticUrl, headers: accept, durationSec: 2, connections });
  const staticFile = await loadTest({ url: staticUrl, headers: accept, durationSec, connections });
  const variant = await loadTest({ url: variantUrl, headers: accept, durationSec, connections });
  const ratio = variant.requestsPerSecond / staticFile.requestsPerSecond;
  console.log(`> static file ${Math.round(staticFile.requestsPerSecond)} req/s; 1,200 px WebP ${Math.round(variant.requestsPerSecond)} req/s = ${Math.round(ratio * 100)} % (target ≥ 50 %)`);
  // 4. The floor: the same route handler answering the same bytes from memory.
  const floor = await loadTest({ url: variantUrl, headers: { ...accept, 'x-bench-media-floor': '1' }, durationSec, connections });
  console.log(`> floor (the route answering the bytes at once) ${Math.round(floor.requestsPerSecond)} req/s = ${Math.round((floor.requestsPerSecond / staticFile.requestsPerSecond) * 100)} % of the static file`);
  // 5. Through nginx (deploy/nginx/courtier.conf).
  let nginx = null;
  if (process.argv.includes('--nginx')) {
    const nginxPort = Number(process.env.BENCH_NGINX_PORT || new URL(baseUrl).port) + 1;
    const proxy = await startNginx({ dir: path.join(os.tmpdir(), `bench-media-nginx-${process.pid}`), port: nginxPort, appServers: [`127.0.0.1:${new URL(baseUrl).port}`] });
    try {
      const viaNginx = (url) => url.replace(baseUrl, proxy.url);
      await loadTest({ url: viaNginx(variantUrl), headers: accept, durationSec: 2, connections });
      const nginxStatic = await loadTest({ url: viaNginx(staticUrl), headers: accept, durationSec, connections });
      const nginxVariant = await loadTest({ url: viaNginx(variantUrl), headers: accept, durationSec, connections });
      const probe = await fetch(viaNginx(variantUrl), { headers: accept });
      nginx = { staticFile: nginxStatic, variant: nginxVariant, cacheStatus: probe.headers.get('x-cache-status') };
      console.log(`> through nginx: static file ${Math.round(nginxStatic.requestsPerSecond)} req/s; 1,200 px WebP ${Math.round(nginxVariant.requestsPerSecond)} req/s (X-Cache-Status ${nginx.cacheStatus}) = ${Math.round((nginxVariant.requestsPerSecond / staticFile.requestsPerSecond) * 100)} % of Next's static file`);
    } finally {
      await proxy.stop();
    }
  }

  const result = {
    date: new Date().toISOString(),
    loadavg: os.loadavg(),
    cpus: os.cpus().length,
    storage: process.env.MEDIA_DIR ? 'directory' : 'database',
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    photos: { count: items.length, minMB: round(Math.min(...sizes) / MB), maxMB: round(Math.max(...sizes) / MB) },
    upload: { clients: CLIENTS, wallSec: round(uploadWallMs / 1000), p50Ms: Math.round(uploadMs[Math.floor(uploadMs.length / 2)]), idleRssMB: round(idleRss / MB), peakRssMB: round(peakRss / MB) },
    firstWebp1200Ms: firstMs.map(Math.round),
    staticFile,
    variant,
    variantShareOfStatic: round(ratio * 100),
    floor,
    floorShareOfStatic: round((floor.requestsPerSecond / staticFile.requestsPerSecond) * 100),
    nginx,
  };
  await mkdir(path.join(repoRoot, 'bench-results'), { recursive: true });
  await writeFile(path.join(repoRoot, 'bench-results', `media${process.env.DATABASE_URL ? '-postgres' : ''}.json`), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await server.stop();
  await rm(staticPath, { force: true });
}
