'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callEditorApi } from '@/builder/api';
import qa from '@/builder/shell/styles.module.css';

/** How long the site keeps leads and its e-mails' delivery log before they are anonymised. */
export function RetentionForm({ initial }: { initial: number }) {
  const t = useTranslations('editor.settings.retention');
  const [months, setMonths] = useState(String(initial));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    const answer = await callEditorApi('PUT', '/api/editor/site/retention', { months: Number(months) });
    setBusy(false);
    setMessage(answer.ok ? { ok: true, text: t('saved') } : { ok: false, text: t('error', { message: answer.body.message ?? String(answer.status) }) });
  };

  return (
    <form className={qa.form} onSubmit={(event) => { event.preventDefault(); void save(); }} aria-labelledby="retention-title">
      <h2 id="retention-title">{t('title')}</h2>
      <p className={qa.muted}>{t('intro')}</p>
      <label className={qa.field}>
        {t('months')}
        <input className={qa.input} type="number" min={1} max={120} step={1} required value={months} onChange={(e) => setMonths(e.target.value)} />
      </label>
      {message ? <p role={message.ok ? 'status' : 'alert'} className={message.ok ? undefined : qa.error}>{message.text}</p> : null}
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {t('save')}
      </button>
    </form>
  );
}
