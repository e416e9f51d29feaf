/** JSON calls from the editor UI to /api/editor: never throws, answers {ok, status, body}. */
export interface ApiAnswer<T = Record<string, unknown>> {
  ok: boolean;
  status: number;
  body: T & { error?: string; message?: string };
}

export async function callEditorApi<T = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<ApiAnswer<T>> {
  try {
    const response = await fetch(url, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as ApiAnswer<T>['body']) : ({} as ApiAnswer<T>['body']);
    return { ok: response.ok, status: response.status, body: parsed };
  } catch (error) {
    return { ok: false, status: 0, body: { message: error instanceof Error ? error.message : String(error) } as ApiAnswer<T>['body'] };
  }
}
