import type { MemberInputRaw } from '@/lib/members/input';

export type ApiResult = { ok: true; id?: number } | { ok: false; message: string };

async function call(url: string, method: string, body?: unknown): Promise<ApiResult> {
  try {
    const response = await fetch(url, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.ok) {
      const json = response.status === 204 ? {} : ((await response.json().catch(() => ({}))) as { id?: number });
      return { ok: true, id: json.id };
    }
    const json = (await response.json().catch(() => ({}))) as { message?: string };
    return { ok: false, message: json.message ?? response.statusText };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

export const saveMember = (id: number | null, member: MemberInputRaw) =>
  id === null ? call('/api/editor/members', 'POST', member) : call(`/api/editor/members/${id}`, 'PUT', member);
export const deleteMember = (id: number) => call(`/api/editor/members/${id}`, 'DELETE');
export const reorderMembers = (ids: number[]) => call('/api/editor/members/reorder', 'POST', { ids });

/** Uploads a photo; the answer's url goes in the member's photo field. */
export async function uploadPhoto(file: File): Promise<{ ok: true; url: string } | { ok: false; message: string }> {
  const body = new FormData();
  body.set('file', file);
  try {
    const response = await fetch('/api/editor/members/photo', { method: 'POST', body });
    const json = (await response.json().catch(() => ({}))) as { url?: string; message?: string };
    return response.ok && json.url ? { ok: true, url: json.url } : { ok: false, message: json.message ?? response.statusText };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
