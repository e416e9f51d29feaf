import { useTranslations } from 'next-intl';
import styles from './multi-step.module.pcss';

/** "Étape 2 sur 6" and a progress bar, announced as a progressbar to screen readers. */
export function StepProgress({ step, total }: { step: number; total: number }) {
  const t = useTranslations('forms.multi-step');
  const label = t('step-of', { current: step, total });
  return (
    <div className={styles.progress}>
      <p className={styles.stepLabel} aria-hidden="true">
        {label}
      </p>
      <div className={styles.bar} role="progressbar" aria-valuemin={1} aria-valuemax={total} aria-valuenow={step} aria-valuetext={label} aria-label={label}>
        <span className={styles.barFill} style={{ width: `${(step / total) * 100}%` }} />
      </div>
    </div>
  );
}
