import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type InspectionEvent } from 'xstate';
import type { InspectedSnapshot } from '@/lib/inspection/channel';
import { formatStateValue, MAX_LIVE_ACTORS, mergeSnapshot } from '@/lib/inspection/live-actors';
import { mobileNavMachine } from '@/machines/mobile-nav';
import { setScrollLock } from '@/stores/scroll-lock';

/** Messages the inspector posted, through a fake BroadcastChannel. */
const posted: { channel: string; message: unknown }[] = [];
class FakeChannel {
  constructor(readonly name: string) {}
  postMessage(message: unknown) {
    posted.push({ channel: this.name, message });
  }
  close() {}
}

async function loadInspector(flag: boolean | undefined) {
  vi.resetModules();
  posted.length = 0;
  vi.stubGlobal('BroadcastChannel', FakeChannel);
  vi.stubGlobal('window', { location: { pathname: '/fr/vendre' }, __xstateInspect: flag });
  return import('@/lib/inspection/inspector');
}

afterEach(() => {
  vi.unstubAllGlobals();
  setScrollLock('inspect-test', false);
});

function runMobileNav(inspect: (event: InspectionEvent) => void) {
  const actor = createActor(mobileNavMachine, { inspect }).start();
  actor.send({ type: 'nav.open' });
  actor.stop();
  return actor;
}

describe('inspect callback', () => {
  it('posts nothing while live machines are off (what every visitor runs)', async () => {
    const { inspect } = await loadInspector(undefined);
    runMobileNav(inspect);
    expect(posted).toEqual([]);
  });

  it('posts each snapshot on the xstate-inspect channel once an editor turns live machines on', async () => {
    const { inspect } = await loadInspector(true);
    const actor = runMobileNav(inspect);
    expect(posted.every((p) => p.channel === 'xstate-inspect')).toBe(true);
    const messages = posted.map((p) => p.message as InspectedSnapshot);
    expect(messages.map((m) => [m.value, m.event])).toEqual([
      ['closed', 'xstate.init'],
      ['open', 'nav.open'],
      ['open', 'xstate.stop'],
    ]);
    expect(messages[1]).toMatchObject({ kind: 'snapshot', actorId: actor.sessionId, machineId: 'mobileNav', page: '/fr/vendre' });
    expect(messages[2]!.status).toBe('stopped');
  });
});

describe('live actors list', () => {
  const snapshot = (actorId: string, value: unknown, at: number): InspectedSnapshot => ({
    kind: 'snapshot',
    actorId,
    machineId: 'm',
    value,
    status: 'active',
    event: 'e',
    page: '/fr',
    at,
  });

  it('keeps the latest snapshot per actor, most recent first', () => {
    let list = mergeSnapshot([], snapshot('a', 'closed', 1));
    list = mergeSnapshot(list, snapshot('b', 'idle', 2));
    list = mergeSnapshot(list, snapshot('a', 'open', 3));
    expect(list.map((s) => [s.actorId, s.value])).toEqual([
      ['a', 'open'],
      ['b', 'idle'],
    ]);
  });

  it('ignores other messages and caps the list', () => {
    const list = Array.from({ length: MAX_LIVE_ACTORS + 5 }, (_, i) => snapshot(`x${i}`, 's', i)).reduce<InspectedSnapshot[]>(
      (acc, s) => mergeSnapshot(acc, s),
      [],
    );
    expect(list).toHaveLength(MAX_LIVE_ACTORS);
    expect(mergeSnapshot(list, { hello: 'world' })).toBe(list);
  });

  it('formats nested state values', () => {
    expect(formatStateValue('open')).toBe('open');
    expect(formatStateValue({ active: 'ready' })).toBe('active.ready');
    expect(formatStateValue({ visibility: 'shown', surface: 'opaque' })).toBe('visibility.shown, surface.opaque');
  });
});

describe('live machines after a reload of /qa/machines', () => {
  const snap = (actorId: string, status: string, value: unknown = 'idle') => ({
    kind: 'snapshot' as const, actorId, machineId: 'mobileNav', value, status, event: 'x', page: '/fr', at: 1,
  });

  it('a page answers a hello with the latest snapshot of each running actor, not the stopped ones', async () => {
    const { rememberSnapshot, replyTo } = await import('@/lib/inspection/inspector');
    const store = new Map();
    rememberSnapshot(store, snap('a', 'active', 'closed'));
    rememberSnapshot(store, snap('a', 'active', 'open'));
    rememberSnapshot(store, snap('b', 'active'));
    rememberSnapshot(store, snap('b', 'stopped'));
    expect(replyTo({ kind: 'hello' }, store)).toEqual([snap('a', 'active', 'open')]);
    expect(replyTo({ kind: 'snapshot' }, store)).toEqual([]);
  });
});
