/** Calls of the collection editor API (lib/collections/routes.ts); an error is its message. */
async function call(url: string, method: string, body?: unknown): Promise<string | null> {
  try {
    const response = await fetch(url, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.ok) return null;
    const json = (await response.json().catch(() => ({}))) as { message?: string };
    return json.message ?? response.statusText;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export const saveItem = (base: string, id: number | null, input: unknown) =>
  id === null ? call(base, 'POST', input) : call(`${base}/${id}`, 'PUT', input);
export const deleteItem = (base: string, id: number) => call(`${base}/${id}`, 'DELETE');
export const reorderItems = (base: string, ids: number[]) => call(`${base}/reorder`, 'POST', { ids });
