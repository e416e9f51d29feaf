'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { loadMessages } from '@/locales';
import { useEditorContext } from '../editor-context';
import { SITE_TIME_ZONE } from '@/lib/format/date';

/**
 * Puck's iframe content (overrides.iframe): every block's style sheet and the site's theme
 * (canvasCss: a public page carries only its own blocks' sheets, and the theme is per site;
 * Puck copies the host's own sheets, globals.css, itself) and the messages of the locale being
 * edited, which block components read with useTranslations.
 */
export function CanvasFrame({ children, canvasCss }: { children: ReactNode; canvasCss: string }) {
  const { editLocale, brandingVersion } = useEditorContext();
  return (
    <NextIntlClientProvider locale={editLocale} messages={loadMessages(editLocale)} timeZone={SITE_TIME_ZONE}>
      <style>{canvasCss}</style>
      <div data-branding={brandingVersion}>{children}</div>
    </NextIntlClientProvider>
  );
}
