'use client';

import { useTranslations } from 'next-intl';
import styles from './styles.module.css';
import { PreviewButton } from '@/builder/shared/PreviewButton';

export type EditModeStatus = 'locating' | 'ready' | 'saving' | 'unavailable';

const knownErrors = [
  'page_not_found',
  'block_not_found',
  'action_not_allowed',
  'version_conflict',
  'unauthorized',
  'network_error',
] as const;
type KnownError = (typeof knownErrors)[number];

const isKnownError = (code: string): code is KnownError => (knownErrors as readonly string[]).includes(code);

interface EditModeDockProps {
  active: boolean;
  status: EditModeStatus;
  error: string | null;
  /** Opens this page's draft (editor preview). */
  previewPath: string;
  live: boolean;
  onToggle(): void;
  onDismissError(): void;
  onLiveChange(live: boolean): void;
}

/** Bottom-left: the edit-mode toggle and, while on, its status, errors and live machines. */
export function EditModeDock({ active, status, error, previewPath, live, onToggle, onDismissError, onLiveChange }: EditModeDockProps) {
  const t = useTranslations('editor.editMode');
  const statusText = {
    locating: t('status-locating'),
    ready: t('status-ready'),
    saving: t('status-saving'),
    unavailable: t('status-unavailable'),
  }[status];
  // The unavailable status already says why; do not repeat page_not_found as an error.
  const shownError = error && !(status === 'unavailable' && error === 'page_not_found') ? error : null;

  return (
    <div className={styles.dock}>
      {active ? (
        <section className={styles.panel} aria-label={t('panel-label')}>
          <p className={styles.status} role="status">
            {statusText}
          </p>
          {status === 'ready' || status === 'saving' ? (
            <PreviewButton path={previewPath} newTab={false} className={styles.link}>
              {t('view-draft')}
            </PreviewButton>
          ) : null}
          {shownError ? (
            <p className={styles.error} role="alert">
              <span>
                <strong>{t('error-title')}</strong>{' '}
                {isKnownError(shownError) ? t(`errors.${shownError}`) : t('errors.unexpected', { code: shownError })}
              </span>
              <button type="button" className={styles.action} onClick={onDismissError}>
                {t('dismiss')}
              </button>
            </p>
          ) : null}
          <label className={styles.check}>
            <input type="checkbox" checked={live} onChange={(event) => onLiveChange(event.target.checked)} />
            {t('live-machines')}
          </label>
          {live ? (
            <a className={styles.link} href="/qa/machines" target="_blank" rel="noopener">
              {t('open-machines')}
            </a>
          ) : null}
        </section>
      ) : null}
      <div>
        <button type="button" className={styles.toggle} aria-pressed={active} onClick={onToggle}>
          {t('toggle')}
        </button>
      </div>
    </div>
  );
}
