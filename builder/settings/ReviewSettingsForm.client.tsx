'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callEditorApi } from '@/builder/api';
import type { ReviewSettings } from '@/lib/review/settings';
import qa from '@/builder/shell/styles.module.css';

/** Whose publishing waits for approval on this site: brokers' and, separately, editors'. */
export function ReviewSettingsForm({ initial }: { initial: ReviewSettings }) {
  const t = useTranslations('editor.review.settings');
  const [settings, setSettings] = useState(initial);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    const answer = await callEditorApi('PUT', '/api/editor/site/review', settings);
    setBusy(false);
    setMessage(answer.ok ? { ok: true, text: t('saved') } : { ok: false, text: t('error', { message: answer.body.message ?? String(answer.status) }) });
  };

  return (
    <form className={qa.form} onSubmit={(event) => { event.preventDefault(); void save(); }} aria-labelledby="review-settings-title">
      <h2 id="review-settings-title">{t('title')}</h2>
      <p className={qa.muted}>{t('intro')}</p>
      {(['brokers', 'editors'] as const).map((who) => (
        <label key={who}>
          <input type="checkbox" checked={settings[who]} onChange={(e) => setSettings({ ...settings, [who]: e.target.checked })} /> {t(who)}
        </label>
      ))}
      {message ? <p role={message.ok ? 'status' : 'alert'} className={message.ok ? undefined : qa.error}>{message.text}</p> : null}
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {t('save')}
      </button>
    </form>
  );
}
