'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './fields.module.pcss';
import { FieldError, RequiredMark } from './FieldShell';

export interface ChoiceFieldProps {
  id: string;
  legend: string;
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
  required?: boolean;
  error?: string;
  disabled?: boolean;
}

/** Radio buttons in a fieldset: the legend names the group, the error follows it. */
export function ChoiceField({ id, legend, registration, options, required, error, disabled }: ChoiceFieldProps) {
  return (
    <fieldset
      id={id}
      className={[styles.fieldset, error ? styles.invalid : ''].join(' ')}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      tabIndex={-1}
    >
      <legend className={styles.label}>
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input type="radio" value={option.value} disabled={disabled} {...registration} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
