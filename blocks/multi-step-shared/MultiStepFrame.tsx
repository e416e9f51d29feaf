'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { ErrorList, type ErrorEntry } from './ErrorList';
import { StepNav } from './StepNav';
import { StepProgress } from './StepProgress';
import type { MultiStepTexts } from './schema';
import type { MultiStepStatus } from './use-multi-step-form';
import styles from './multi-step.module.css';

export interface MultiStepFrameProps {
  idPrefix: string;
  texts: MultiStepTexts;
  /** The side image, rendered by the server block. */
  media?: ReactNode;
  status: MultiStepStatus;
  step: number;
  total: number;
  stepTitle: string;
  canStart: boolean;
  errorEntries: ErrorEntry[];
  submitBlocked?: boolean;
  onStart(): void;
  onNext(): void;
  onPrevious(): void;
  /** The current step's fields. */
  children: ReactNode;
}

/**
 * Layout and states of a multi-step form (spec 001 sections 2 and 4): the intro with its
 * start button, then numbered steps with a progress bar and navigation, then the success
 * message; the side media stays beside. Focus follows: the step title on each step, the
 * error list when errors appear, the success message at the end.
 */
export function MultiStepFrame(props: MultiStepFrameProps) {
  const { idPrefix, texts, media, status, step, total, stepTitle, canStart, errorEntries, submitBlocked, onStart, onNext, onPrevious, children } = props;
  const t = useTranslations('forms.multi-step');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errorsId = `${idPrefix}-errors`;
  const submitting = status === 'submitting';
  const submitted = status === 'submitted';

  useEffect(() => {
    if (step > 0) headingRef.current?.focus();
  }, [step, submitted]);
  useEffect(() => {
    if (errorEntries.length > 0) document.getElementById(errorsId)?.focus();
  }, [errorEntries.length, errorsId]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onNext();
  };

  return (
    <div className={styles.frame}>
      {media ? <div className={styles.media}>{media}</div> : null}
      <div className={styles.panel}>
        {status === 'intro' ? (
          <div className={styles.intro}>
            {texts.badge ? <p className={styles.badge}>{texts.badge}</p> : null}
            <h2 className={styles.title}>{texts.title}</h2>
            {texts.description ? <p className={styles.description}>{texts.description}</p> : null}
            <button type="button" className="btn btn--primary" onClick={onStart} disabled={!canStart} aria-describedby={canStart ? undefined : `${idPrefix}-loading`}>
              {texts.start}
            </button>
            {canStart ? null : (
              <p id={`${idPrefix}-loading`} className={styles.loading} role="status">
                {t('loading')}
              </p>
            )}
          </div>
        ) : submitted ? (
          <div className={styles.success} role="status">
            <h2 ref={headingRef} tabIndex={-1} className={styles.title}>
              {texts.successTitle}
            </h2>
            <p className={styles.description}>{texts.successMessage}</p>
          </div>
        ) : (
          <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={submitting || undefined}>
            <StepProgress step={step} total={total} />
            <h2 ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
              {stepTitle}
            </h2>
            <ErrorList id={errorsId} entries={errorEntries} />
            <fieldset className={styles.fields} disabled={submitting}>
              <legend className="visually-hidden">{stepTitle}</legend>
              {children}
            </fieldset>
            <StepNav step={step} total={total} disabled={submitting} submitting={submitting} submitBlocked={submitBlocked} onPrevious={onPrevious} />
          </form>
        )}
      </div>
    </div>
  );
}
