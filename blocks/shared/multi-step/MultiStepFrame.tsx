'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useRef, type FormEvent, type ReactNode } from 'react';
import { ErrorList, type ErrorEntry } from './ErrorList';
import { focusField } from './focus-field';
import { StepNav } from './StepNav';
import { StepProgress } from './StepProgress';
import type { MultiStepTexts } from '@/blocks/shared/multi-step/schema';
import type { MultiStepStatus } from './use-multi-step-form';
import styles from './multi-step.module.pcss';

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
  /**
   * The machine's step errors and submit failure: each failed Next or submit gives new
   * objects, so focus moves again even when the same fields are still in error.
   */
  errorsKey: object;
  failureKey: object | null;
  submitBlocked?: boolean;
  /** The municipalities could not be loaded: say so and offer a retry. */
  loadFailed?: boolean;
  onRetryLoad?(): void;
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
 * first invalid field after a failed Next or submit (the error list when that field is
 * not on screen), the start button back at the intro, the success message at the end.
 * A polite live region announces "Step n of N".
 */
export function MultiStepFrame(props: MultiStepFrameProps) {
  const { idPrefix, texts, media, status, step, total, stepTitle, canStart, errorEntries, errorsKey, failureKey, submitBlocked, loadFailed, onRetryLoad, onStart, onNext, onPrevious, children } = props;
  const t = useTranslations('forms.multi-step');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const visitedSteps = useRef(false);
  const errorsId = `${idPrefix}-errors`;
  const submitting = status === 'submitting';
  const submitted = status === 'submitted';
  // Reads the entries of the render that follows a failed attempt, without re-running on every render.
  const focusFirstError = useEffectEvent(() => {
    if (errorEntries.length === 0) return;
    const first = errorEntries.find((entry) => entry.targetId && focusField(entry.targetId));
    if (!first) document.getElementById(errorsId)?.focus();
  });

  useEffect(() => {
    if (step > 0) {
      visitedSteps.current = true;
      headingRef.current?.focus();
    } else if (visitedSteps.current) {
      // Previous from step 1: back on the intro, on its start button.
      startRef.current?.focus();
    }
  }, [step, submitted]);
  useEffect(() => focusFirstError(), [errorsKey, failureKey]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onNext();
  };

  return (
    <div className={styles.frame}>
      {media ? <div className={styles.media}>{media}</div> : null}
      <div className={styles.panel}>
        {/* Always in the page, so a change of step is announced (the bar's label is aria-hidden). */}
        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          {step > 0 && !submitted ? t('step-of', { current: step, total }) : ''}
        </p>
        {status === 'intro' ? (
          <div className={styles.intro}>
            {texts.badge ? <p className={styles.badge}>{texts.badge}</p> : null}
            <h2 className={styles.title}>{texts.title}</h2>
            {texts.description ? <p className={styles.description}>{texts.description}</p> : null}
            <button ref={startRef} type="button" className="btn btn--primary" onClick={onStart} disabled={!canStart} aria-describedby={canStart ? undefined : `${idPrefix}-loading`}>
              {texts.start}
            </button>
            {canStart ? null : loadFailed ? (
              <div id={`${idPrefix}-loading`} className={styles.loading} role="alert">
                <p>{t('municipalities-failed')}</p>
                <button type="button" className="btn btn--secondary" onClick={onRetryLoad}>
                  {t('retry')}
                </button>
              </div>
            ) : (
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
