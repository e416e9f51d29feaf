import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { mobileNavMachine } from '@/machines/mobile-nav';

/** The nav machine with a stub scroll lock that records whether the page is locked. */
function start() {
  const lock = { locked: false };
  const machine = mobileNavMachine.provide({
    actions: {
      lockScroll: () => void (lock.locked = true),
      unlockScroll: () => void (lock.locked = false),
    },
  });
  return { actor: createActor(machine).start(), lock };
}

function open() {
  const started = start();
  started.actor.send({ type: 'nav.open' });
  return started;
}

describe('mobile nav machine', () => {
  it('starts closed without locking the page scroll', () => {
    const { actor, lock } = start();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(lock.locked).toBe(false);
  });

  it('opens and locks the page scroll', () => {
    const { actor, lock } = open();
    expect(actor.getSnapshot().value).toBe('open');
    expect(lock.locked).toBe(true);
  });

  it.each(['nav.close', 'nav.escape', 'nav.linkClick'] as const)('closes on %s and releases the scroll', (type) => {
    const { actor, lock } = open();
    actor.send({ type });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(lock.locked).toBe(false);
  });

  it('ignores closing events while closed', () => {
    const { actor } = start();
    actor.send({ type: 'nav.escape' });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
