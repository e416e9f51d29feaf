import { describe, expect, it } from 'vitest';
import { untilHydrated } from '../../e2e/helpers/hydration';

// e2e/helpers/test.ts waits after each goto/reload until the public page is hydrated. A page
// that never hydrates (a broken island) must fail its test, not pass as a slow page.
function fakePage(outcome: Error | null, closed = false) {
  return {
    url: () => 'http://localhost/fr',
    isClosed: () => closed,
    waitForFunction: async () => {
      if (outcome) throw outcome;
      return undefined as never;
    },
  };
}

describe('e2e hydration wait', () => {
  it('answers once the page is hydrated', async () => {
    await expect(untilHydrated(fakePage(null) as never)).resolves.toBeUndefined();
  });

  it('fails the test when the page does not hydrate within 15 s', async () => {
    const timeout = Object.assign(new Error('page.waitForFunction: Timeout 15000ms exceeded.'), { name: 'TimeoutError' });
    await expect(untilHydrated(fakePage(timeout) as never)).rejects.toThrow('http://localhost/fr did not hydrate within 15000 ms');
  });

  it('lets a page go that the test closed or navigated away meanwhile', async () => {
    await expect(untilHydrated(fakePage(new Error('Target page, context or browser has been closed'), true) as never)).resolves.toBeUndefined();
    await expect(
      untilHydrated(fakePage(new Error('page.waitForFunction: Execution context was destroyed, most likely because of a navigation')) as never),
    ).resolves.toBeUndefined();
  });
});
