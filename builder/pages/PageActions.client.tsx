'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callEditorApi } from '@/builder/api';
import { button } from '@/builder/shell/button';

/** Duplicate, and delete after an explicit confirmation, then refresh the list. */
export function PageActions({ pageId, title }: { pageId: number; title: string }) {
  const t = useTranslations('editor.dashboard');
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (method: 'POST' | 'DELETE', url: string) => {
    setBusy(true);
    const answer = await callEditorApi(method, url, method === 'POST' ? {} : undefined);
    setBusy(false);
    setConfirming(false);
    if (!answer.ok) return setError(answer.body.message ?? String(answer.status));
    setError(null);
    router.refresh();
  };

  if (confirming) {
    return (
      <span role="group" aria-label={t('delete-confirm', { title })}>
        {t('delete-confirm', { title })}{' '}
        <button type="button" className={button('danger')} disabled={busy} onClick={() => void run('DELETE', `/api/editor/pages/${pageId}`)}>
          {t('delete-yes')}
        </button>{' '}
        <button type="button" className={button('quiet')} onClick={() => setConfirming(false)}>
          {t('delete-no')}
        </button>
      </span>
    );
  }
  return (
    <>
      <button type="button" className={button('secondary')} disabled={busy} onClick={() => void run('POST', `/api/editor/pages/${pageId}/duplicate`)}>
        {t('duplicate')}
      </button>{' '}
      <button type="button" className={button('danger')} disabled={busy} onClick={() => setConfirming(true)}>
        {t('delete')}
      </button>
      {error ? <span role="alert"> {t('error', { message: error })}</span> : null}
    </>
  );
}
