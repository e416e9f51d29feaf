'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callEditorApi } from '@/builder/api';
import type { PrivacyOfficer } from '@/lib/content/types';
import qa from '@/builder/shell/styles.module.css';
import { button } from '@/builder/shell/button';

const empty: PrivacyOfficer = { name: '', title: { fr: '', en: '' }, email: '' };

/**
 * The person in charge of the protection of personal information (Law 25): the site's
 * privacy policy names them and gives their e-mail for access and correction requests.
 */
export function PrivacyOfficerForm({ initial }: { initial: PrivacyOfficer | undefined }) {
  const t = useTranslations('editor.settings.privacy-officer');
  const [officer, setOfficer] = useState<PrivacyOfficer>(initial ?? empty);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    const answer = await callEditorApi('PUT', '/api/editor/site/privacy-officer', officer);
    setBusy(false);
    setMessage(answer.ok ? { ok: true, text: t('saved') } : { ok: false, text: t('error', { message: answer.body.message ?? String(answer.status) }) });
  };

  return (
    <form className={qa.form} onSubmit={(event) => { event.preventDefault(); void save(); }} aria-labelledby="privacy-officer-title">
      <h2 id="privacy-officer-title">{t('title')}</h2>
      <p className={qa.muted}>{t('intro')}</p>
      <label className={qa.field}>
        {t('name')}
        <input className={qa.input} value={officer.name} autoComplete="off" onChange={(e) => setOfficer({ ...officer, name: e.target.value })} />
      </label>
      {(['fr', 'en'] as const).map((locale) => (
        <label key={locale} className={qa.field}>
          {t(`title-${locale}`)}
          <input className={qa.input} value={officer.title[locale]} onChange={(e) => setOfficer({ ...officer, title: { ...officer.title, [locale]: e.target.value } })} />
        </label>
      ))}
      <label className={qa.field}>
        {t('email')}
        <input className={qa.input} type="email" required value={officer.email} onChange={(e) => setOfficer({ ...officer, email: e.target.value })} />
      </label>
      {message ? <p role={message.ok ? 'status' : 'alert'} className={message.ok ? undefined : qa.error}>{message.text}</p> : null}
      <button type="submit" className={button('primary')} disabled={busy}>
        {t('save')}
      </button>
    </form>
  );
}
