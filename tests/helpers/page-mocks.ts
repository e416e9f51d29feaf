/*
 * Stand-ins for what Next gives a server page or route in a vitest run, shared by the tests
 * that call /qa pages and editor handlers directly. vi.mock factories are hoisted, so they
 * load these with a dynamic import:
 *
 *   vi.mock('next/headers', async () => (await import('../helpers/page-mocks')).requestHeaders(current));
 *   vi.mock('next/navigation', async (original) => (await import('../helpers/page-mocks')).interruptingNavigation(original));
 */

/** A page's interruption (redirect, forbidden, notFound), carrying the status the browser would get. */
export class Interrupt extends Error {
  constructor(readonly status: number) {
    super(`interrupt ${status}`);
  }
}

/** next/navigation whose redirect (307), forbidden (403) and notFound (404) throw an Interrupt. */
export async function interruptingNavigation(original: () => Promise<object>) {
  return {
    ...(await original()),
    redirect: () => {
      throw new Interrupt(307);
    },
    forbidden: () => {
      throw new Interrupt(403);
    },
    notFound: () => {
      throw new Interrupt(404);
    },
  };
}

/** next/headers of the current test request: its qa_session cookie and its host; no draft mode. */
export function requestHeaders(current: { cookie: string; host?: string }) {
  return {
    cookies: async () => ({ get: (name: string) => (name === 'qa_session' && current.cookie ? { name, value: current.cookie } : undefined) }),
    headers: async () => new Headers({ host: current.host ?? 'broker.test' }),
    draftMode: async () => ({ isEnabled: false, enable: () => undefined, disable: () => undefined }),
  };
}

/** next-intl/server whose getTranslations answers each key with itself. */
export async function keyTranslations(original: () => Promise<object>) {
  const t = Object.assign((key: string) => key, { rich: (key: string) => key, markup: (key: string) => key, raw: (key: string) => key, has: () => true });
  // setRequestLocale: next-intl's server build is not the one vitest resolves (its client build throws).
  return { ...(await original()), getTranslations: async () => t, setRequestLocale: () => undefined };
}

/** The status a page gives: 200 when it renders, its interruption's otherwise. */
export async function statusOf(run: Promise<unknown>): Promise<number> {
  try {
    await run;
    return 200;
  } catch (error) {
    if (error instanceof Interrupt) return error.status;
    throw error;
  }
}
