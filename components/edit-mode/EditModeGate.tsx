import { NextIntlClientProvider } from 'next-intl';
import { getCurrentEditor } from '@/lib/auth/current-editor';
import { abilitiesByType } from './block-abilities';
import { EditModeLoader } from './EditModeLoader.client';

/**
 * The only edit-mode piece on public pages: a server check of the editor session. A
 * visitor gets nothing (no markup, no script); a signed-in editor gets the edit-mode
 * root, loaded lazily in the browser. Reading the session cookie makes the page dynamic,
 * which public pages already are (the site is resolved from the request host).
 */
export async function EditModeGate() {
  const editor = await getCurrentEditor();
  if (!editor) return null;
  // The public layout ships no editor messages (lib/i18n/client-messages.ts): editors get
  // every namespace here.
  return (
    <NextIntlClientProvider>
      <EditModeLoader abilities={abilitiesByType()} />
    </NextIntlClientProvider>
  );
}
