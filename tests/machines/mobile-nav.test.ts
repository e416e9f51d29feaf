import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { mobileNavMachine } from '@/machines/mobile-nav';
import { isScrollLocked, setScrollLock } from '@/stores/scroll-lock';

const LOCK_ID = 'mobile-nav:test';

function open() {
  const actor = createActor(mobileNavMachine, { input: { scrollLockId: LOCK_ID } }).start();
  actor.send({ type: 'nav.open' });
  return actor;
}

describe('mobile nav machine', () => {
  afterEach(() => setScrollLock(LOCK_ID, false));

  it('starts closed without locking the page scroll', () => {
    const actor = createActor(mobileNavMachine, { input: { scrollLockId: LOCK_ID } }).start();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(isScrollLocked()).toBe(false);
  });

  it('opens and locks the page scroll', () => {
    const actor = open();
    expect(actor.getSnapshot().value).toBe('open');
    expect(isScrollLocked()).toBe(true);
  });

  it.each(['nav.close', 'nav.escape', 'nav.linkClick'] as const)('closes on %s and releases the scroll', (type) => {
    const actor = open();
    actor.send({ type });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(isScrollLocked()).toBe(false);
  });

  it('ignores closing events while closed', () => {
    const actor = createActor(mobileNavMachine, { input: { scrollLockId: LOCK_ID } }).start();
    actor.send({ type: 'nav.escape' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

});
