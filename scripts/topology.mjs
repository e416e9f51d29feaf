#!/usr/bin/env node
/**
 * `npm run topology`: the production topology on this machine, until Ctrl-C: nginx
 * (deploy/nginx/courtier.conf, made local: plain HTTP on TOPOLOGY_NGINX_PORT, 8080) in front
 * of two `next start` instances (TOPOLOGY_PORTS, 3001,3002) on one Redis
 * (TOPOLOGY_REDIS_PORT, 6390) and one throw-away PostgreSQL (TOPOLOGY_PG_PORT, 54340; its
 * data is deleted at the end). Builds first when the build is missing or stale.
 * Needs Debian's nginx, redis-server and PostgreSQL. docs/deploying.md describes it.
 */
import { buildProduction, hasProductionBuild, sourcesChangedSinceBuild } from './lib/next-cli.mjs';
import { ADMIN } from './lib/site-client.mjs';
import { startTopology } from './lib/topology.mjs';

const ports = (process.env.TOPOLOGY_PORTS ?? '3001,3002').split(',').map(Number);
const redisPort = Number(process.env.TOPOLOGY_REDIS_PORT ?? 6390);
const pgPort = Number(process.env.TOPOLOGY_PG_PORT ?? 54340);
const nginxPort = Number(process.env.TOPOLOGY_NGINX_PORT ?? 8080);

if (!hasProductionBuild() || sourcesChangedSinceBuild()) {
  console.log('> Building first (no build, or sources changed since)…');
  await buildProduction();
}

const admin = { email: process.env.QA_ADMIN_EMAIL || ADMIN.email, password: process.env.QA_ADMIN_PASSWORD || ADMIN.password };
const topology = await startTopology({
  ports,
  redisPort,
  pgPort,
  nginxPort,
  env: { QA_ADMIN_EMAIL: admin.email, QA_ADMIN_PASSWORD: admin.password },
});
console.log(`
> Topology ready: nginx http://localhost:${nginxPort}/fr (second site: http://agency.localhost:${nginxPort}/fr)
  instances ${topology.instances.join(', ')}, Redis 127.0.0.1:${redisPort}, PostgreSQL ${topology.databaseUrl}
  editor: http://localhost:${nginxPort}/qa (${admin.email} / ${admin.password})
  Ctrl-C stops everything (the database is thrown away).`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\n> Stopping nginx, the instances, Redis and PostgreSQL…');
    await topology.stop();
    process.exit(0);
  });
}
