import { describe, expect, it, vi } from 'vitest';
import { createDuplicateIdCheck, duplicateIdMessage, MAIN_CONTENT_ID } from '@/components/site/duplicate-id';

const rootWith = (count: number) => ({ querySelectorAll: vi.fn(() => ({ length: count }) as unknown as NodeListOf<Element>) });

describe('duplicateIdMessage', () => {
  it('is null for zero or one element, a warning naming the id and count otherwise', () => {
    expect(duplicateIdMessage(MAIN_CONTENT_ID, 0)).toBeNull();
    expect(duplicateIdMessage(MAIN_CONTENT_ID, 1)).toBeNull();
    expect(duplicateIdMessage(MAIN_CONTENT_ID, 2)).toContain('2 elements have id="main-content"');
  });
});

describe('createDuplicateIdCheck', () => {
  it('does not warn for a single main content', () => {
    const warn = vi.fn();
    const check = createDuplicateIdCheck(MAIN_CONTENT_ID, warn);
    expect(check(rootWith(1))).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once, however many pages repeat the duplicate', () => {
    const warn = vi.fn();
    const check = createDuplicateIdCheck(MAIN_CONTENT_ID, warn);
    const root = rootWith(2);
    expect(check(root)).toBe(true);
    expect(check(root)).toBe(false);
    expect(check(rootWith(3))).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(root.querySelectorAll).toHaveBeenCalledWith('[id="main-content"]');
  });
});
