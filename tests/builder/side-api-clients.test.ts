import { afterEach, describe, expect, it, vi } from 'vitest';
import { addFeed, runFeedNow } from '@/builder/feeds/feeds-api';
import { saveListing } from '@/builder/listings/listings-api';

/*
 * The feeds and listings screens call the editor API through the workspace's one client
 * (builder/api.ts): the same request (session cookie, never a cached answer) and the same
 * reading of an answer (the API's error code and message, a network failure as a message).
 */

const calls: { url: string; init: RequestInit }[] = [];
function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, statusText: status === 502 ? 'Bad Gateway' : '' });
  });
}

afterEach(() => {
  calls.length = 0;
  vi.unstubAllGlobals();
});

describe('side clients of the editor API', () => {
  it('send as the workspace client does: same-origin session, no cached answer', async () => {
    answer(201, { id: 4 });
    expect(await runFeedNow(4)).toEqual({ ok: true, id: 4 });
    answer(201, { uls: 9000001 });
    expect(await saveListing(null, {} as never)).toEqual({ ok: true, uls: 9000001, submitted: false });
    expect(calls.map((c) => [c.url, c.init.method, c.init.credentials, c.init.cache])).toEqual([
      ['/api/editor/feeds/4/run', 'POST', 'same-origin', 'no-store'],
      ['/api/editor/listings', 'POST', 'same-origin', 'no-store'],
    ]);
  });

  it('a refusal answers the API’s code and message; a proxy’s HTML error its status text', async () => {
    answer(409, { error: 'feed_running', message: 'Ce flux tourne déjà.' });
    expect(await runFeedNow(4)).toEqual({ ok: false, code: 'feed_running', message: 'Ce flux tourne déjà.' });
    answer(502, '<html>Bad gateway</html>');
    expect(await saveListing(12, {} as never)).toEqual({ ok: false, message: 'Bad Gateway' });
    expect(calls.at(-1)).toMatchObject({ url: '/api/editor/listings/12', init: { method: 'PUT' } });
  });

  it('a network failure is a message, never an exception', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await addFeed({ kind: 'reso' } as never)).toMatchObject({ ok: false, message: 'Failed to fetch' });
    expect(await saveListing(null, {} as never)).toEqual({ ok: false, message: 'Failed to fetch' });
  });
});
