import { callEditorApi, type ApiAnswer } from '@/builder/api';
import type { MediaUsage } from '@/lib/media/usage';
import type { MediaItem } from '@/lib/media/types';

/** The browser's client of /api/editor/media (on builder/api.ts, the one client of /api/editor). */
export type { MediaItem, MediaUsage };

export interface MediaFilters {
  q: string;
  kind: '' | 'image' | 'document';
  sort: 'date' | 'size';
  order: 'asc' | 'desc';
}

export function listMedia(filters: MediaFilters): Promise<ApiAnswer<{ items: MediaItem[] }>> {
  const params = new URLSearchParams({ sort: filters.sort, order: filters.order });
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.kind) params.set('kind', filters.kind);
  return callEditorApi('GET', `/api/editor/media?${params}`);
}

export const getMediaDetails = (id: string) => callEditorApi<{ item: MediaItem; usage: MediaUsage[] }>('GET', `/api/editor/media/${id}`);

export const describeMedia = (id: string, patch: Record<string, unknown>) =>
  callEditorApi<{ item: MediaItem }>('PATCH', `/api/editor/media/${id}`, patch);

export const deleteMedia = (id: string) => callEditorApi<{ usage?: MediaUsage[] }>('DELETE', `/api/editor/media/${id}`);
export const deleteUnused = () => callEditorApi<{ deleted: string[] }>('DELETE', '/api/editor/media/unused');

/**
 * Sends one file's bytes (XMLHttpRequest: fetch reports no upload progress). POST creates a
 * library entry; PUT to an id replaces its file.
 */
export function sendFile(
  file: File,
  onProgress: (fraction: number) => void,
  target: { method: 'POST' | 'PUT'; url: string } = { method: 'POST', url: '/api/editor/media' },
): Promise<ApiAnswer<{ item: MediaItem }>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(target.method, target.url);
    xhr.setRequestHeader('x-file-name', encodeURIComponent(file.name));
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: ApiAnswer<{ item: MediaItem }>['body'];
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = { message: xhr.statusText } as typeof body;
      }
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, body });
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, body: { message: 'network' } as ApiAnswer<{ item: MediaItem }>['body'] });
    xhr.send(file);
  });
}
