import type { ReactNode } from 'react';
import styles from './fields.module.pcss';

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  /** Translated error text, tied to the control with aria-describedby. */
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Ids a control needs so screen readers read its error and hint with it. */
export function describedBy(id: string, error?: string, hint?: boolean): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { ...(error ? { 'aria-invalid': true as const } : {}), ...(ids ? { 'aria-describedby': ids } : {}) };
}

/** The star after a required field's label (its input says aria-required). */
export function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      {' '}
      *
    </span>
  );
}

/** A field's error text, with the id its control's aria-describedby names; nothing without an error. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={styles.error}>
      {error}
    </p>
  );
}

/** Label, control, hint and error of one field. */
export function FieldShell({ id, label, required, error, hint, className, children }: FieldShellProps) {
  return (
    <div className={[styles.field, error ? styles.invalid : '', className ?? ''].join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}
