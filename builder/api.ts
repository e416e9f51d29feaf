/**
 * The browser's one client of the editor and sites APIs (app/api/editor/*, app/api/sites/*),
 * as Commerce's shopifyFetch:
 * `editorFetch` sends one request and answers the parsed JSON body, or throws an
 * EditorApiError (the API's error code, the HTTP status, its message); the typed operations
 * of each screen sit on top. `callEditorApi` is the never-throwing form the screens that show
 * the answer's status use.
 */
import type { Block } from '@/blocks/types';
import type { BlockAction, BlockActionResult } from '@/lib/editor/block-actions';
import type { MemberInputRaw } from '@/lib/members/input';

export type { BlockAction, BlockActionResult };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Json = Record<string, unknown>;

/** Every failure of a call to /api/editor: `code` is the API's error code (translated by the UI). */
export class EditorApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message?: string,
    /** The answer's whole JSON body (e.g. the invalid blocks of a refused save). */
    readonly body: Json = {},
  ) {
    super(message || code);
    this.name = 'EditorApiError';
  }
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function request(method: Method, url: string, body?: unknown): Promise<{ status: number; body: Json }> {
  const upload = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: body === undefined || upload ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : upload ? body : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch (error) {
    throw new EditorApiError('network_error', 0, errorMessage(error));
  }
  const text = await response.text().catch(() => '');
  let parsed: Json = {};
  try {
    parsed = text ? (JSON.parse(text) as Json) : {};
  } catch {
    if (response.ok) throw new EditorApiError('invalid_answer', response.status, response.statusText);
  }
  if (!response.ok) {
    const code = typeof parsed.error === 'string' ? parsed.error : `http_${response.status}`;
    const message = typeof parsed.message === 'string' ? parsed.message : response.statusText;
    throw new EditorApiError(code, response.status, message, parsed);
  }
  return { status: response.status, body: parsed };
}

/** One request to the editor API: JSON in (or a FormData upload), JSON out; throws EditorApiError. */
export async function editorFetch<T = Json>(method: Method, url: string, body?: unknown): Promise<T> {
  return (await request(method, url, body)).body as T;
}

/** The answer of callEditorApi: it never throws. */
export interface ApiAnswer<T = Json> {
  ok: boolean;
  status: number;
  body: T & { error?: string; message?: string };
}

export async function callEditorApi<T = Json>(method: Method, url: string, body?: unknown): Promise<ApiAnswer<T>> {
  try {
    const answer = await request(method, url, body);
    return { ok: true, status: answer.status, body: answer.body as ApiAnswer<T>['body'] };
  } catch (error) {
    if (!(error instanceof EditorApiError)) throw error;
    // An HTTP error answers the API's own body; a network error only has a message.
    const failed = error.status === 0 ? { message: error.message } : error.body;
    return { ok: false, status: error.status, body: failed as ApiAnswer<T>['body'] };
  }
}

/** A write that answers an id, or a message to show and the API's error code (feed_running, say). */
export type ApiResult = { ok: true; id?: number } | { ok: false; message: string; code?: string };

/** A write of the editor API (also for the screens' own typed operations): it never throws. */
export async function editorWrite(method: Method, url: string, body?: unknown): Promise<ApiResult> {
  try {
    const answer = await editorFetch<{ id?: number }>(method, url, body);
    return { ok: true, id: answer.id };
  } catch (error) {
    return { ok: false, message: errorMessage(error), code: error instanceof EditorApiError ? error.code : undefined };
  }
}

const problem = (result: ApiResult) => (result.ok ? null : result.message);

// Collections (offices, partners, testimonials, articles' details): null or the error message.
export const saveItem = async (base: string, id: number | null, input: unknown) =>
  problem(await (id === null ? editorWrite('POST', base, input) : editorWrite('PUT', `${base}/${id}`, input)));
export const deleteItem = async (base: string, id: number) => problem(await editorWrite('DELETE', `${base}/${id}`));
export const reorderItems = async (base: string, ids: number[]) => problem(await editorWrite('POST', `${base}/reorder`, { ids }));
export const createItem = (base: string, input: unknown) => editorWrite('POST', base, input);

// Members.
export const saveMember = (id: number | null, member: MemberInputRaw) =>
  id === null ? editorWrite('POST', '/api/editor/members', member) : editorWrite('PUT', `/api/editor/members/${id}`, member);
export const deleteMember = (id: number) => editorWrite('DELETE', `/api/editor/members/${id}`);
export const reorderMembers = (ids: number[]) => editorWrite('POST', '/api/editor/members/reorder', { ids });

/** Uploads a photo; the answer's url goes in the member's photo field. */
export async function uploadPhoto(file: File): Promise<{ ok: true; url: string; id: string } | { ok: false; message: string }> {
  const body = new FormData();
  body.set('file', file);
  try {
    const { url, id } = await editorFetch<{ url?: string; id?: string }>('POST', '/api/editor/members/photo', body);
    return url && id ? { ok: true, url, id } : { ok: false, message: 'no url' };
  } catch (error) {
    return { ok: false, message: errorMessage(error) };
  }
}

// Sections.
export interface InvalidBlock {
  blockId: string;
  type: string;
  issues: { path: string; message: string }[];
}

export type SaveResult =
  | { ok: true; version: number }
  | { ok: false; error: string; message: string; version?: number; blocks?: InvalidBlock[] };

/** POST /api/editor/sections: the page's block list as its new draft. */
export async function saveSectionsRequest(pageId: number, blocks: readonly Block[], expectedVersion: number): Promise<SaveResult> {
  try {
    const body = await editorFetch('POST', '/api/editor/sections', { pageId, blocks, expectedVersion });
    if (typeof body.version === 'number') return { ok: true, version: body.version };
    return { ok: false, error: 'http_200', message: 'no version' };
  } catch (error) {
    if (!(error instanceof EditorApiError)) throw error;
    return {
      ok: false,
      error: error.code,
      message: error.message,
      version: typeof error.body.version === 'number' ? error.body.version : undefined,
      blocks: Array.isArray(error.body.blocks) ? (error.body.blocks as InvalidBlock[]) : undefined,
    };
  }
}

// Edit mode on the public pages: these throw EditorApiError, which the edit-mode machine reads.
/** The id of the page shown at a public path ('/fr/x'); throws page_not_found otherwise. */
export async function locatePage(path: string): Promise<string> {
  const { pageId } = await editorFetch<{ pageId: string }>('GET', `/api/editor/blocks/locate?path=${encodeURIComponent(path)}`);
  return pageId;
}

const blockActionUrls: Record<BlockAction, string> = {
  toggleColorScheme: '/api/editor/blocks/color-scheme',
  delete: '/api/editor/blocks/delete',
};

export function runBlockAction(action: BlockAction, path: string, blockId: string): Promise<BlockActionResult> {
  return editorFetch<BlockActionResult>('POST', blockActionUrls[action], { path, blockId });
}
