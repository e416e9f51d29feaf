'use client';

import type { ChangeEvent, HTMLInputTypeAttribute } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldShell, describedBy } from './FieldShell';
import styles from './fields.module.pcss';

export interface TextFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  required?: boolean;
  error?: string;
  hint?: string;
  type?: HTMLInputTypeAttribute;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  autoComplete?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Rewrites the value as it is typed (lib/forms/masks.ts). */
  mask?: (value: string) => string;
  /** A textarea of this many lines instead of an input. */
  rows?: number;
}

/** A text input or textarea registered with react-hook-form, optionally masked. */
export function TextField({ id, label, registration, required, error, hint, type = 'text', inputMode, autoComplete, placeholder, disabled, mask, rows }: TextFieldProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (mask) event.target.value = mask(event.target.value);
    return registration.onChange(event);
  };
  const common = {
    ...registration,
    onChange,
    id,
    className: styles.control,
    disabled,
    placeholder,
    'aria-required': required || undefined,
    ...describedBy(id, error, !!hint),
  };
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint}>
      {rows ? <textarea {...common} rows={rows} /> : <input {...common} type={type} inputMode={inputMode} autoComplete={autoComplete} />}
    </FieldShell>
  );
}
