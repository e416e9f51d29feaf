'use client';

import { useTranslations } from 'next-intl';
import { useToasts, type Toast, type ToastKind } from '@/stores/toasts';
import styles from './toaster.module.css';

const icons: Record<ToastKind, string> = {
  // Check mark, exclamation mark, letter i: 24x24 stroke paths.
  success: 'M5 12.5l4.5 4.5L19 7.5',
  error: 'M12 6.5v7M12 17.5v.01',
  info: 'M12 11v6.5M12 6.5v.01',
};

/**
 * Renders the toasts store (spec 000 section 2: toasts follow the page). A polite live
 * region so screen readers announce new toasts without interrupting; success toasts
 * close by themselves (the store times them), others wait for the close button.
 */
export function Toaster() {
  const toasts = useToasts((state) => state.toasts);
  const t = useTranslations('ui.toasts');
  return (
    <section className={styles.region} aria-live="polite" aria-label={t('region')}>
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} />
      ))}
    </section>
  );
}

function ToastCard({ toast }: { toast: Toast }) {
  const t = useTranslations('ui.toasts');
  const dismiss = useToasts((state) => state.dismiss);
  return (
    <div className={`${styles.toast} ${styles[toast.kind]}`}>
      <span className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
          <path d={icons[toast.kind]} />
        </svg>
      </span>
      <div className={styles.body}>
        <p className={styles.title}>
          <span className="visually-hidden">{t(`kind.${toast.kind}`)} </span>
          {toast.title}
        </p>
        {toast.messages.length > 0 ? (
          <ul className={styles.messages}>
            {toast.messages.map((message, index) => (
              <li key={index}>{message}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <button type="button" className={styles.close} onClick={() => dismiss(toast.id)} aria-label={t('close')}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
      {toast.autoCloseMs !== null ? (
        <span className={styles.timer} style={{ animationDuration: `${toast.autoCloseMs}ms` }} aria-hidden="true" />
      ) : null}
    </div>
  );
}
