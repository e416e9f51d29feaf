'use client';

import { useState, type FormEvent } from 'react';
import { useCaptchaToken } from '@/blocks/shared/use-captcha-token';
import { postSiteJson } from '@/lib/forms/submit';
import { useSiteFacts } from '@/stores/site-facts';
import styles from './styles.module.css';
import sheet from '@/components/page/sheet.module.css';

export interface RequestFormTexts {
  emailLabel: string;
  submit: string;
  sending: string;
  sent: string;
  errors: Record<'email-required' | 'email-invalid' | 'captcha' | 'rate-limited' | 'network', string>;
}

/** How long a send waits for the captcha widget before saying it failed. */
const CAPTCHA_WAIT_MS = 8_000;

/**
 * The "My data" request: an address, the captcha of the other forms, then the same answer
 * whatever the site holds (the e-mail with the link is what tells).
 */
export function MyDataRequestForm({ texts }: { texts: RequestFormTexts }) {
  const facts = useSiteFacts();
  const captcha = useCaptchaToken();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ phase: 'idle' | 'sending' | 'sent'; error: string | null }>({ phase: 'idle', error: null });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setState({ phase: 'idle', error: texts.errors['email-required'] });
    if (!facts.micrositeId || !facts.siteKey) return setState({ phase: 'idle', error: texts.errors.network });
    setState({ phase: 'sending', error: null });
    let token: string;
    try {
      token = await captcha.getToken(CAPTCHA_WAIT_MS);
    } catch {
      return setState({ phase: 'idle', error: texts.errors.captcha });
    }
    const response = await postSiteJson(
      `/api/swc/${encodeURIComponent(facts.micrositeId)}/my-data`,
      { email: address, locale: facts.locale, recaptcha_response: token },
      { micrositeId: facts.micrositeId, locale: facts.locale, siteKey: facts.siteKey },
    );
    captcha.reset();
    if (response?.status === 202) return setState({ phase: 'sent', error: null });
    if (response?.status === 429) return setState({ phase: 'idle', error: texts.errors['rate-limited'] });
    if (response?.status === 422) {
      const body = (await response.json().catch(() => null)) as { error?: string; errors?: { email?: string } } | null;
      const code = body?.errors?.email;
      return setState({ phase: 'idle', error: code === 'email-required' || code === 'email-invalid' ? texts.errors[code] : texts.errors.captcha });
    }
    setState({ phase: 'idle', error: texts.errors.network });
  };

  if (state.phase === 'sent') {
    return (
      <p role="status" data-testid="my-data-sent">
        {texts.sent}
      </p>
    );
  }
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={sheet.card}>
      <label className={styles.field}>
        {texts.emailLabel}
        <input type="email" name="email" autoComplete="email" required maxLength={254} value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      {state.error ? (
        <p role="alert" className={styles.error}>
          {state.error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="btn btn--primary" disabled={state.phase === 'sending'}>
          {state.phase === 'sending' ? texts.sending : texts.submit}
        </button>
      </div>
    </form>
  );
}
