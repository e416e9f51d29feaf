'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { callEditorApi } from '@/builder/api';
import qa from '@/builder/shell/styles.module.css';
import { button } from '@/builder/shell/button';

/** The message groups of the small settings: each has title, intro, save, saved and error. */
type SettingNamespace = 'editor.settings.retention' | 'editor.review.settings' | 'editor.settings.privacy-officer';

interface SiteSettingFormProps {
  namespace: SettingNamespace;
  /** The heading's id, which names the form. */
  id: string;
  /** Where the setting is written (PUT), and what: the fields' current value. */
  url: string;
  value: unknown;
  /** The fields; their state stays with the caller, which knows their shape. */
  children: ReactNode;
}

/**
 * One small setting of the site saved on its own: its title and intro, the caller's fields,
 * then the answer (a status, or an alert with the server's reason) above the save button.
 */
export function SiteSettingForm({ namespace, id, url, value, children }: SiteSettingFormProps) {
  // Every namespace of SettingNamespace has the same five keys.
  const t = useTranslations(namespace as 'editor.settings.retention');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    const answer = await callEditorApi('PUT', url, value);
    setBusy(false);
    setMessage(answer.ok ? { ok: true, text: t('saved') } : { ok: false, text: t('error', { message: answer.body.message ?? String(answer.status) }) });
  };

  return (
    <form className={qa.form} onSubmit={(event) => { event.preventDefault(); void save(); }} aria-labelledby={id}>
      <h2 id={id}>{t('title')}</h2>
      <p className={qa.muted}>{t('intro')}</p>
      {children}
      {message ? <p role={message.ok ? 'status' : 'alert'} className={message.ok ? undefined : qa.error}>{message.text}</p> : null}
      <button type="submit" className={button('primary')} disabled={busy}>
        {t('save')}
      </button>
    </form>
  );
}
