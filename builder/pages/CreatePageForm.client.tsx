'use client';

import { useRouter } from 'next/navigation';
import { PAGE_PATH_PATTERN } from './path-pattern';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { callEditorApi } from '@/builder/api';
import styles from '@/builder/shell/styles.module.css';
import { button } from '@/builder/shell/button';

/** New page: French and English paths and titles; opens the editor on success. */
export function CreatePageForm() {
  const t = useTranslations('editor.dashboard');
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => {
      const text = String(form.get(name) ?? '').trim();
      return text === '' ? undefined : text;
    };
    setBusy(true);
    const answer = await callEditorApi<{ id: number }>('POST', '/api/editor/pages', {
      paths: { fr: value('path_fr'), en: value('path_en') },
      title: { fr: value('title_fr'), en: value('title_en') },
    });
    setBusy(false);
    if (!answer.ok) return setError(answer.body.message ?? String(answer.status));
    router.push(`/qa/pages/${answer.body.id}/edit`);
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)}>
      <p className={styles.muted}>{t('create-path-hint')}</p>
      <label className={styles.field}>
        {t('create-path-fr')}
        <input className={styles.input} name="path_fr" pattern={PAGE_PATH_PATTERN} placeholder="/a-propos" />
      </label>
      <label className={styles.field}>
        {t('create-title-fr')}
        <input className={styles.input} name="title_fr" maxLength={300} />
      </label>
      <label className={styles.field}>
        {t('create-path-en')}
        <input className={styles.input} name="path_en" pattern={PAGE_PATH_PATTERN} placeholder="/about" />
      </label>
      <label className={styles.field}>
        {t('create-title-en')}
        <input className={styles.input} name="title_en" maxLength={300} />
      </label>
      {error ? (
        <p className={styles.error} role="alert">
          {t('error', { message: error })}
        </p>
      ) : null}
      <button type="submit" className={button('primary')} disabled={busy}>
        {busy ? t('working') : t('create-submit')}
      </button>
    </form>
  );
}
