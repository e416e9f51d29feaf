'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { addFeed } from './feeds-api';
import qa from '@/builder/shell/styles.module.css';
import styles from './styles.module.css';
import { button } from '@/builder/shell/button';

const LOCALES = ['fr', 'en'] as const;

/** Adds a RESO Web API feed. The secret field is emptied once sent: it is never shown back. */
export function FeedForm() {
  const t = useTranslations('listingsEditor.feeds');
  const router = useRouter();
  const [status, setStatus] = useState<{ kind: 'idle' | 'saving' | 'saved' } | { kind: 'error'; message: string }>({ kind: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const value = (name: string) => String(data.get(name) ?? '').trim();
    const attribution = Object.fromEntries(
      LOCALES.map((l) => [l, { text: value(`attribution_text_${l}`) || undefined, logo: value(`attribution_logo_${l}`) || undefined }]),
    );
    setStatus({ kind: 'saving' });
    const result = await addFeed({
      kind: 'reso',
      name: value('name'),
      url: value('url'),
      token_url: value('token_url'),
      client_id: value('client_id'),
      client_secret: value('client_secret'),
      scope: value('scope'),
      interval_minutes: Number(value('interval_minutes') || 15),
      attribution,
    });
    const secret = form.elements.namedItem('client_secret');
    if (secret instanceof HTMLInputElement) secret.value = '';
    if (result.ok) {
      form.reset();
      setStatus({ kind: 'saved' });
      router.refresh();
    } else setStatus({ kind: 'error', message: result.message });
  }

  const field = `${qa.field} ${styles.field}`;
  const input = `${qa.input} ${styles.control}`;
  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="feed-add">
      <h2 id="feed-add">{t('add')}</h2>
      <div className={styles.grid}>
        <label className={field}>
          {t('name')}
          <input className={input} name="name" required maxLength={120} />
        </label>
        <label className={field}>
          {t('interval')}
          <input className={input} name="interval_minutes" type="number" min={1} max={10080} defaultValue={15} />
        </label>
        <label className={field}>
          {t('url')}
          <input className={input} name="url" type="url" required placeholder="https://…/odata" />
        </label>
        <label className={field}>
          {t('token-url')}
          <input className={input} name="token_url" type="url" required placeholder="https://…/connect/token" />
        </label>
        <label className={field}>
          {t('client-id')}
          <input className={input} name="client_id" required autoComplete="off" />
        </label>
        <label className={field}>
          {t('client-secret')}
          <input className={input} name="client_secret" type="password" required autoComplete="new-password" aria-describedby="feed-secret-help" />
          <small id="feed-secret-help" className={styles.help}>
            {t('secret-help')}
          </small>
        </label>
        <label className={field}>
          {t('scope')}
          <input className={input} name="scope" autoComplete="off" />
        </label>
      </div>
      <div className={styles.grid}>
        {LOCALES.map((l) => (
          <fieldset key={l} className={styles.attribution}>
            <legend>{t('attribution', { locale: l.toUpperCase() })}</legend>
            <label className={field}>
              {t('attribution-text', { locale: l.toUpperCase() })}
              <input className={input} name={`attribution_text_${l}`} maxLength={500} />
            </label>
            <label className={field}>
              {t('attribution-logo', { locale: l.toUpperCase() })}
              <input className={input} name={`attribution_logo_${l}`} type="url" placeholder="https://…" />
            </label>
          </fieldset>
        ))}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={button('primary')} disabled={status.kind === 'saving'}>
          {status.kind === 'saving' ? t('saving') : t('save')}
        </button>
        <span role="status" className={status.kind === 'error' ? styles.failed : styles.muted}>
          {status.kind === 'saved' ? t('saved') : status.kind === 'error' ? t('error', { message: status.message }) : ''}
        </span>
      </div>
    </form>
  );
}
