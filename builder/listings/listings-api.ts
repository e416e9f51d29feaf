import type { ManualListingInput } from '@/lib/listings/sources/manual-input';

export type SaveAnswer = { ok: true; uls?: number } | { ok: false; message: string };

/** Creates (uls null) or updates a hand-managed listing through /api/editor/listings. */
export async function saveListing(uls: number | null, listing: ManualListingInput): Promise<SaveAnswer> {
  try {
    const response = await fetch(uls === null ? '/api/editor/listings' : `/api/editor/listings/${uls}`, {
      method: uls === null ? 'POST' : 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(listing),
    });
    const json = (await response.json().catch(() => ({}))) as { uls?: number; message?: string };
    return response.ok ? { ok: true, uls: json.uls } : { ok: false, message: json.message ?? response.statusText };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
