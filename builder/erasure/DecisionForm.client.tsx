'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { callEditorApi } from '@/builder/api';
import qa from '@/builder/shell/styles.module.css';

interface Texts {
  anonymise: string;
  keep: string;
  reasonLabel: string;
  reasonChoose: string;
  /** With a {message} placeholder. */
  failed: string;
}

/** One queued lead's decision: anonymise at once, or keep with a reason chosen from the list. */
export function DecisionForm({ itemId, reasons, texts }: { itemId: number; reasons: { value: string; label: string }[]; texts: Texts }) {
  const router = useRouter();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const decide = async (body: { decision: 'anonymise' } | { decision: 'keep'; reason: string }) => {
    setBusy(true);
    setError(null);
    const answer = await callEditorApi('POST', `/api/editor/erasure/${itemId}`, body);
    setBusy(false);
    if (!answer.ok) return setError(texts.failed.replace('{message}', answer.body.message ?? String(answer.status)));
    router.refresh();
  };

  return (
    <div className={qa.form}>
      <button type="button" className="btn btn--primary btn--small" disabled={busy} onClick={() => void decide({ decision: 'anonymise' })}>
        {texts.anonymise}
      </button>
      <label className={qa.field}>
        {texts.reasonLabel}
        <select className={qa.input} value={reason} onChange={(event) => setReason(event.target.value)}>
          <option value="">{texts.reasonChoose}</option>
          {reasons.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="btn btn--secondary btn--small" disabled={busy || reason === ''} onClick={() => void decide({ decision: 'keep', reason })}>
        {texts.keep}
      </button>
      {error ? (
        <p role="alert" className={qa.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
