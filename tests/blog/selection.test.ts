import { describe, expect, it } from 'vitest';
import { categoriesParam, fromDropdown, toggleCategory } from '@/lib/blog/selection';

const all = [1, 2, 3, 4];

describe('archive category selection (spec 001 section 4)', () => {
  it('selecting a category while all are selected keeps only that one', () => {
    expect(toggleCategory(all, all, 3)).toEqual([3]);
  });

  it('adds and removes categories once the selection is partial', () => {
    expect(toggleCategory([3], all, 1)).toEqual([1, 3]);
    expect(toggleCategory([1, 3], all, 3)).toEqual([1]);
  });

  it('unchecking the last selected category returns to all', () => {
    expect(toggleCategory([2], all, 2)).toEqual([1, 2, 3, 4]);
  });

  it('a dropdown selection of none means all', () => {
    expect(fromDropdown([], all)).toEqual([1, 2, 3, 4]);
    expect(fromDropdown([4, 2], all)).toEqual([2, 4]);
  });

  it('sends categories only when not all are selected', () => {
    expect(categoriesParam(all, all)).toEqual([]);
    expect(categoriesParam([3, 1], all)).toEqual([1, 3]);
  });
});
