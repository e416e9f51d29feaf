'use client';

import { useRouter } from 'next/navigation';
import { PAGE_PATH_PATTERN } from './path-pattern';
import { useTranslations } from 'next-intl';
import { Fragment, useState, type FormEvent } from 'react';
import { callEditorApi } from '@/builder/api';
import styles from '@/builder/shell/styles.module.css';
import { button } from '@/builder/shell/button';

/** An example path in each language, in the language's own words. */
const PATH_EXAMPLE = { fr: '/a-propos', en: '/about' } as const;

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
      {(['fr', 'en'] as const).map((l) => (
        <Fragment key={l}>
          <label className={styles.field}>
            {t(`create-path-${l}`)}
            <input className={styles.input} name={`path_${l}`} pattern={PAGE_PATH_PATTERN} placeholder={PATH_EXAMPLE[l]} />
          </label>
          <label className={styles.field}>
            {t(`create-title-${l}`)}
            <input className={styles.input} name={`title_${l}`} maxLength={300} />
          </label>
        </Fragment>
      ))}
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
