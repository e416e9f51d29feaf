'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { callEditorApi } from '@/builder/api';
import { button } from '@/builder/shell/button';

/** Publish / unpublish / delete buttons of one article row; the list reloads after each. */
export function ArticleActions({ id, published, labels }: {
  id: number;
  published: boolean;
  labels: { publish: string; unpublish: string; delete: string; confirm: string; failed: string; submitted: string };
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const run = async (method: 'POST' | 'DELETE', body?: unknown) => {
    setBusy(true);
    setFailed(false);
    const answer = await callEditorApi(method, `/api/editor/articles/${id}`, body);
    setBusy(false);
    if (!answer.ok) setFailed(true);
    else {
      // 202: submitted for approval, nothing changed online (the row stays as it is).
      setSubmitted(answer.status === 202);
      router.refresh();
    }
  };
  return (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <button
        type="button"
        className={button('secondary')}
        disabled={busy}
        onClick={() => run('POST', { action: published ? 'unpublish' : 'publish' })}
      >
        {published ? labels.unpublish : labels.publish}
      </button>
      <button
        type="button"
        className={button('danger')}
        disabled={busy}
        onClick={() => {
          if (window.confirm(labels.confirm)) void run('DELETE');
        }}
      >
        {labels.delete}
      </button>
      {failed ? <span role="alert">{labels.failed}</span> : null}
      {submitted ? <span role="status">{labels.submitted}</span> : null}
    </span>
  );
}
