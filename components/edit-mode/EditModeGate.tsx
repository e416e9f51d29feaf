'use client';

import { NextIntlClientProvider, useLocale, type AbstractIntlMessages } from 'next-intl';
import { useEffect, useState } from 'react';
import type { AbilitiesByType } from '@/builder/edit-mode/block-abilities';
import { EditModeLoader } from '@/builder/edit-mode/EditModeLoader.client';

interface Bootstrap {
  abilities: AbilitiesByType;
  messages: AbstractIntlMessages;
}

/**
 * The only edit-mode piece on public pages. Pages are served whole from a shared cache, so
 * the session is checked from the browser: only when the readable `qa_editor` hint cookie
 * (set at login next to the HttpOnly session) is present does it ask /api/editor/edit-mode,
 * which checks the session and answers the abilities and the editor messages. A visitor
 * gets no request, no markup and no edit-mode script.
 */
export function EditModeGate() {
  const locale = useLocale();
  const [bootstrap, setBootstrap] = useState<Bootstrap | null>(null);
  useEffect(() => {
    if (!document.cookie.split(';').some((c) => c.trim().startsWith('qa_editor=1'))) return;
    const controller = new AbortController();
    fetch(`/api/editor/edit-mode?locale=${encodeURIComponent(locale)}`, { signal: controller.signal, credentials: 'same-origin' })
      .then((response) => (response.ok ? (response.json() as Promise<Bootstrap>) : null))
      .then((data) => data && setBootstrap(data))
      .catch(() => undefined);
    return () => controller.abort();
  }, [locale]);
  if (!bootstrap) return null;
  return (
    <NextIntlClientProvider locale={locale} messages={bootstrap.messages}>
      <EditModeLoader abilities={bootstrap.abilities} />
    </NextIntlClientProvider>
  );
}
