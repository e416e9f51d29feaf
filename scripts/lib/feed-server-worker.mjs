/**
 * The feed benchmark's RESO server (tests/helpers/reso-server.ts) in a worker thread of its
 * own: a real feed's server is another machine, and in the importer's thread its page
 * generation and serialisation took the CPU the importer is measured on. Messages from the
 * benchmark: { op: 'update', updates: [key, patch][] }, { op: 'removeAll', keys }, { op: 'stop' },
 * each answered { done: id }.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { importTs } from './run-ts.mjs';

const { ResoFixture, ResoServer } = await importTs('tests/helpers/reso-server.ts');
const fixture = new ResoFixture({ count: workerData.count, seed: workerData.seed });
const server = new ResoServer(fixture, { port: workerData.port, maxTop: workerData.maxTop });
await server.start();
parentPort.postMessage({ url: server.url, listings: fixture.properties.size, photos: fixture.media.size });

parentPort.on('message', async (message) => {
  if (message.op === 'update') for (const [key, patch] of message.updates) fixture.update(key, patch);
  else if (message.op === 'removeAll') fixture.removeAll(message.keys);
  else if (message.op === 'stop') await server.stop();
  parentPort.postMessage({ done: message.id });
});
