'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { Icon } from '@/blocks/shared/content/Icon';
import { DialogClose, dialogFrame } from '@/blocks/shared/dialog/DialogClose';
import { useCaptchaToken } from '@/blocks/shared/use-captcha-token';
import {
  ALERT_FREQUENCIES,
  postSavedSearch,
  validateSaveSearch,
  type AlertFrequencyChoice,
  type SaveSearchErrorCode,
} from '@/lib/alerts/save-search-request';
import { alertConsentText } from '@/lib/alerts/consent';
import { locales, type Locale } from '@/lib/i18n/locales';
import { setScrollLock } from '@/stores/scroll-lock';
import { useSiteFacts } from '@/stores/site-facts';
import styles from './styles.module.pcss';

export interface SaveSearchDialogProps {
  /** The search page's filters as a query string (no map bounds), without '?'. */
  criteria: string;
  /** Who sends the alerts, named in the consent (the broker's or the agency's site name). */
  senderName: string;
  /** The broker whose page this is (attribution), or null. */
  memberId: number | null;
  onClose(): void;
}

/** How long a send waits for the captcha widget to load before saying it is not ready. */
const CAPTCHA_WAIT_MS = 20_000;

type Status = 'editing' | 'sending' | 'sent';
type FieldErrors = Partial<Record<'email' | 'consent' | 'frequency' | 'criteria', SaveSearchErrorCode>>;

/**
 * "Save this search": e-mail, frequency, language (the page's by default) and an
 * unticked express consent naming the sender (CASL), in a native modal <dialog> (focus
 * trapped, Escape closes, focus back on the button). Posts the search page's filters; the
 * success state asks the visitor to confirm from their inbox (double opt-in).
 */
export function SaveSearchDialog({ criteria, senderName, memberId, onClose }: SaveSearchDialogProps) {
  const t = useTranslations('alerts.save');
  const pageLocale = useLocale() as Locale;
  const site = useSiteFacts();
  const captcha = useCaptchaToken();
  const dialog = useRef<HTMLDialogElement>(null);
  const ids = useId();
  const [email, setEmail] = useState('');
  const [frequency, setFrequency] = useState<AlertFrequencyChoice>('daily');
  const [language, setLanguage] = useState<Locale>(pageLocale);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('editing');
  const emailRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    setScrollLock(`save-search${ids}`, true);
    return () => setScrollLock(`save-search${ids}`, false);
  }, [ids]);

  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) dialog.current?.close();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'sending') return;
    const values = { email, frequency, locale: language, consent };
    const found = validateSaveSearch(values);
    setErrors(found);
    setFailure(null);
    if (found.email) return emailRef.current?.focus();
    if (found.consent) return consentRef.current?.focus();
    setStatus('sending');
    let token: string;
    try {
      // The dialog can open before the page's widget has loaded: wait for it (bounded).
      token = await captcha.getToken(CAPTCHA_WAIT_MS);
    } catch {
      setStatus('editing');
      setFailure(t('error-captcha'));
      return;
    }
    try {
      const result = await postSavedSearch(values, { criteria, sourcePath: window.location.pathname, memberId, captcha: token }, site);
      if (result.ok) {
        setStatus('sent');
        return;
      }
      setStatus('editing');
      setErrors(result.errors);
      const fieldCodes = Object.values(result.errors);
      if (result.errors.email) emailRef.current?.focus();
      else if (result.errors.consent) consentRef.current?.focus();
      if (fieldCodes.length === 0 || result.errors.criteria) {
        setFailure(result.reason === 'rate-limited' ? t('error-rate-limited') : result.errors.criteria ? t(`errors.${result.errors.criteria}`) : t('error-generic'));
      }
    } finally {
      captcha.reset();
    }
  };

  const errorId = (field: string) => `${ids}-${field}-error`;
  const fieldError = (field: keyof FieldErrors) =>
    errors[field] ? (
      <p id={errorId(field)} className={styles.error}>
        {t(`errors.${errors[field]}`)}
      </p>
    ) : null;

  return (
    <dialog ref={dialog} className={`${dialogFrame} ${styles.dialog}`} aria-labelledby={`${ids}-title`} onClose={onClose} onClick={onBackdrop}>
      <div className={styles.panel}>
        <DialogClose className={styles.close} onClick={() => dialog.current?.close()} label={t('close')} />
        {status === 'sent' ? (
          <div className={styles.success} role="status">
            <Icon icon="check" size={40} />
            <h2 id={`${ids}-title`}>{t('success-title')}</h2>
            <p>{t('success-message', { email: email.trim() })}</p>
            <button type="button" className="btn btn--primary" onClick={() => dialog.current?.close()} autoFocus>
              {t('close')}
            </button>
          </div>
        ) : (
          <form className={styles.form} onSubmit={submit} noValidate aria-busy={status === 'sending'}>
            <h2 id={`${ids}-title`} className={styles.title}>
              {t('title')}
            </h2>
            <p className={styles.intro}>{t('intro')}</p>
            <div className={styles.field}>
              <label htmlFor={`${ids}-email`}>{t('email')}</label>
              <input
                ref={emailRef}
                id={`${ids}-email`}
                type="email"
                name="email"
                autoComplete="email"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? errorId('email') : undefined}
              />
              {fieldError('email')}
            </div>
            <fieldset className={styles.choices}>
              <legend>{t('frequency')}</legend>
              {ALERT_FREQUENCIES.map((value) => (
                <label key={value} className={styles.choice}>
                  <input type="radio" name="frequency" value={value} checked={frequency === value} onChange={() => setFrequency(value)} />
                  <span>{t(`frequency-${value}`)}</span>
                </label>
              ))}
            </fieldset>
            <fieldset className={`${styles.choices} ${styles.inline}`}>
              <legend>{t('language')}</legend>
              {locales.map((value) => (
                <label key={value} className={styles.choice}>
                  <input type="radio" name="language" value={value} checked={language === value} onChange={() => setLanguage(value)} />
                  <span>{t(`language-${value}`)}</span>
                </label>
              ))}
            </fieldset>
            <div className={styles.consent}>
              <input
                ref={consentRef}
                id={`${ids}-consent`}
                type="checkbox"
                name="consent"
                checked={consent}
                onChange={(e) => setConsent(e.target.checked)}
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? errorId('consent') : undefined}
              />
              <label htmlFor={`${ids}-consent`}>{alertConsentText(pageLocale, senderName)}</label>
            </div>
            {fieldError('consent')}
            {failure ? (
              <p className={styles.failure} role="alert">
                {failure}
              </p>
            ) : null}
            <button type="submit" className={`btn btn--primary ${styles.submit}`} disabled={status === 'sending'}>
              {status === 'sending' ? t('sending') : t('submit')}
            </button>
          </form>
        )}
      </div>
    </dialog>
  );
}

export default SaveSearchDialog;
