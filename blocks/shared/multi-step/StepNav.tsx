import { useTranslations } from 'next-intl';
import styles from './multi-step.module.pcss';

export interface StepNavProps {
  step: number;
  total: number;
  disabled: boolean;
  submitting: boolean;
  /** Last step: the submit button also waits for the required fields (alert step 6). */
  submitBlocked?: boolean;
  onPrevious(): void;
}

/** Previous and next buttons (previous on step 1 goes back to the intro); next becomes submit on the last step. */
export function StepNav({ step, total, disabled, submitting, submitBlocked, onPrevious }: StepNavProps) {
  const t = useTranslations('forms.multi-step');
  const last = step >= total;
  return (
    <div className={styles.nav}>
      {step >= 1 ? (
        <button type="button" className="btn btn--secondary" onClick={onPrevious} disabled={disabled}>
          {t('previous')}
        </button>
      ) : (
        <span />
      )}
      <button type="submit" className="btn btn--primary" disabled={disabled || (last && submitBlocked)}>
        {last ? (submitting ? t('submitting') : t('submit')) : t('next')}
      </button>
    </div>
  );
}
