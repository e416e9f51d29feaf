'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { loadMessages } from '@/locales';
import { useEditorContext } from '../editor-context';
import { SITE_TIME_ZONE } from '@/lib/format/date';
import { allSheets } from '@/blocks/sheets.generated';

/**
 * Puck's iframe content (overrides.iframe): every block's style sheet (a page renders only
 * its own blocks', and any block may be dropped here), the site's theme CSS (Puck copies the
 * host's stylesheets, globals.css, but the theme is per site) and the
 * messages of the locale being edited, which block components read with useTranslations.
 */
export function CanvasFrame({ children, themeCss }: { children: ReactNode; themeCss: string }) {
  const { editLocale, brandingVersion } = useEditorContext();
  return (
    <NextIntlClientProvider locale={editLocale} messages={loadMessages(editLocale)} timeZone={SITE_TIME_ZONE}>
      {allSheets.map((sheet) => (
        <style key={sheet.key}>{sheet.css}</style>
      ))}
      <style>{themeCss}</style>
      <div data-branding={brandingVersion}>{children}</div>
    </NextIntlClientProvider>
  );
}
