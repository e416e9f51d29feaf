import { NextResponse } from 'next/server';
import { abilitiesByType } from '@/builder/edit-mode/block-abilities';
import { editorRoute } from '@/lib/editor/http';
import { isLocale } from '@/lib/i18n/locales';
import { loadMessages } from '@/locales';

/**
 * What a signed-in editor's browser needs to start edit mode on a public page: the block
 * abilities and every message namespace (public pages ship only the visitors' messages).
 * 401 for visitors (editorRoute). ?locale=fr|en.
 */
export const GET = editorRoute(async (request) => {
  const requested = request.nextUrl.searchParams.get('locale');
  const locale = isLocale(requested) ? requested : 'fr';
  return NextResponse.json(
    { abilities: abilitiesByType(), messages: loadMessages(locale) },
    { headers: { 'cache-control': 'private, no-store' } },
  );
});
