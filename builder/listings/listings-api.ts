import { EditorApiError, editorFetch } from '@/builder/api';
import type { ManualListingInput } from '@/lib/listings/sources/manual-input';

/** submitted: the save became a submission for approval (202), the listing unchanged online. */
export type SaveAnswer = { ok: true; uls?: number; submitted: boolean } | { ok: false; message: string };

/** Creates (uls null) or updates a hand-managed listing through /api/editor/listings. */
export async function saveListing(uls: number | null, listing: ManualListingInput): Promise<SaveAnswer> {
  try {
    const answer = await editorFetch<{ uls?: number; submission?: number | null }>(uls === null ? 'POST' : 'PUT', uls === null ? '/api/editor/listings' : `/api/editor/listings/${uls}`, listing);
    return { ok: true, uls: answer.uls, submitted: answer.submission !== undefined };
  } catch (error) {
    return { ok: false, message: error instanceof EditorApiError ? error.message : String(error) };
  }
}
