import { EventEmitter } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '@/lib/ops/logger';
import { installRequestLog, logFinished, noteRequestError, tagRequest } from '@/lib/ops/request-log';

function exchange(headers: Record<string, string> = {}, url = '/fr/contact?email=a@b.c') {
  const request = { headers: { ...headers }, method: 'GET', url } as unknown as IncomingMessage;
  const set: Record<string, string> = {};
  const response = Object.assign(new EventEmitter(), {
    headersSent: false,
    statusCode: 200,
    setHeader: (name: string, value: string) => (set[name.toLowerCase()] = value),
  }) as unknown as ServerResponse;
  return { request, response, set };
}

describe('request log', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives each request an id, on the request (for Next) and on the response', () => {
    const { request, response, set } = exchange({ 'x-request-id': 'front-proxy-42' });
    expect(tagRequest(request, response)).toBe('front-proxy-42');
    expect(set['x-request-id']).toBe('front-proxy-42');
    const other = exchange({ 'x-request-id': 'no good' });
    const id = tagRequest(other.request, other.response);
    expect(id).not.toBe('no good');
    expect(other.request.headers['x-request-id']).toBe(id);
  });

  it('writes one error line for a 5xx, with the id, the path without its query and the error', () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { request, response } = exchange();
    const id = tagRequest(request, response);
    noteRequestError(id, new Error('boom'));
    response.statusCode = 500;
    logFinished(request, response);
    expect(error).toHaveBeenCalledTimes(1);
    const [line, message] = error.mock.calls[0] as unknown as [Record<string, unknown>, string];
    expect(message).toBe('request failed');
    expect(line).toMatchObject({ req_id: id, method: 'GET', path: '/fr/contact', status: 500 });
    expect((line.err as Error).message).toBe('boom');
    expect(typeof line.duration_ms).toBe('number');
  });

  it('writes nothing for a request that did not fail', () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    for (const status of [200, 304, 404, 429]) {
      const { request, response } = exchange();
      tagRequest(request, response);
      response.statusCode = status;
      logFinished(request, response);
    }
    expect(error).not.toHaveBeenCalled();
  });

  it('tags every response of a real HTTP server and logs its 5xx once (diagnostics channel)', async () => {
    installRequestLog();
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const server = http.createServer((request, response) => {
      response.statusCode = request.url?.startsWith('/boom') ? 503 : 200;
      response.end(`seen ${request.headers['x-request-id']}`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const ok = await fetch(`${base}/fine`);
      const id = ok.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await ok.text()).toBe(`seen ${id}`);
      const failing = await fetch(`${base}/boom?q=1`, { headers: { 'x-request-id': 'upstream-123456' } });
      expect(failing.headers.get('x-request-id')).toBe('upstream-123456');
      await failing.text();
      await new Promise((r) => setTimeout(r, 100));
      expect(error).toHaveBeenCalledTimes(1);
      expect(error.mock.calls[0]?.[0]).toMatchObject({ req_id: 'upstream-123456', path: '/boom', status: 503 });
    } finally {
      server.close();
    }
  });
});
