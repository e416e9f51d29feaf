// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

type ScrollLock = typeof import('@/stores/scroll-lock');
let lock: ScrollLock;

const bodyLocked = () => document.body.classList.contains('scroll-locked');

describe('scroll lock', () => {
  beforeEach(async () => {
    vi.resetModules();
    document.body.className = '';
    lock = await import('@/stores/scroll-lock');
  });

  it('locks the body while one identifier requests it', () => {
    lock.setScrollLock('modal', true);
    expect(lock.isScrollLocked()).toBe(true);
    expect(bodyLocked()).toBe(true);
    lock.setScrollLock('modal', false);
    expect(lock.isScrollLocked()).toBe(false);
    expect(bodyLocked()).toBe(false);
  });

  it('stays locked until both identifiers release it', () => {
    lock.setScrollLock('mobile-nav', true);
    lock.setScrollLock('modal', true);
    lock.setScrollLock('mobile-nav', false);
    expect(bodyLocked()).toBe(true);
    lock.setScrollLock('modal', false);
    expect(bodyLocked()).toBe(false);
  });

  it('does nothing when an inactive identifier is released', () => {
    lock.setScrollLock('modal', true);
    lock.setScrollLock('never-requested', false);
    expect(bodyLocked()).toBe(true);
  });

  it('needs one release for a repeated request of the same identifier', () => {
    lock.setScrollLock('modal', true);
    lock.setScrollLock('modal', true);
    lock.setScrollLock('modal', false);
    expect(bodyLocked()).toBe(false);
  });
});
