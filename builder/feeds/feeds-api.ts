/** A failure carries the server's error code when it gave one (feed_running: already running). */
export type ApiResult = { ok: true; id?: number } | { ok: false; message: string; code?: string };

async function call(url: string, body?: unknown): Promise<ApiResult> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json().catch(() => ({}))) as { id?: number; message?: string; error?: string };
    return response.ok ? { ok: true, id: json.id } : { ok: false, message: json.message ?? response.statusText, code: json.error };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

export interface NewResoFeed {
  kind: 'reso';
  name: string;
  url: string;
  token_url: string;
  client_id: string;
  client_secret: string;
  scope: string;
  interval_minutes: number;
  attribution: { fr?: { text?: string; logo?: string }; en?: { text?: string; logo?: string } };
}

export const addFeed = (feed: NewResoFeed) => call('/api/editor/feeds', feed);
export const runFeedNow = (id: number) => call(`/api/editor/feeds/${id}/run`);
