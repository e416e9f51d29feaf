'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';

/** Publish / unpublish / delete buttons of one article row; the list reloads after each. */
export function ArticleActions({ id, published, labels }: {
  id: number;
  published: boolean;
  labels: { publish: string; unpublish: string; delete: string; confirm: string; failed: string };
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = async (init: RequestInit) => {
    setBusy(true);
    setFailed(false);
    const response = await fetch(`/api/editor/articles/${id}`, init).catch(() => null);
    setBusy(false);
    if (!response?.ok) setFailed(true);
    else router.refresh();
  };
  return (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <button
        type="button"
        className="btn btn--secondary btn--small"
        disabled={busy}
        onClick={() => run({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action: published ? 'unpublish' : 'publish' }) })}
      >
        {published ? labels.unpublish : labels.publish}
      </button>
      <button
        type="button"
        className="btn btn--link btn--small"
        disabled={busy}
        onClick={() => {
          if (window.confirm(labels.confirm)) void run({ method: 'DELETE' });
        }}
      >
        {labels.delete}
      </button>
      {failed ? <span role="alert">{labels.failed}</span> : null}
    </span>
  );
}
