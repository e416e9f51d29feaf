'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldShell, describedBy } from './FieldShell';
import styles from './fields.module.pcss';

export interface SelectFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
  /** Label of the empty first option ('' value). */
  placeholder?: string;
  required?: boolean;
  error?: string;
  disabled?: boolean;
}

export function SelectField({ id, label, registration, options, placeholder, required, error, disabled }: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} required={required} error={error}>
      <select {...registration} id={id} className={styles.control} disabled={disabled} aria-required={required || undefined} {...describedBy(id, error)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
