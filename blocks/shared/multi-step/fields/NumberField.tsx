'use client';

import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { digitsToNumber } from '@/lib/forms/masks';
import { FieldShell, describedBy } from './FieldShell';
import styles from './fields.module.pcss';

export interface NumberFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  disabled?: boolean;
  /** Digit mask: counts 2, year 4, areas 6 (lib/forms/masks.ts). */
  mask: (value: string) => string;
  suffix?: string;
}

/** A masked whole-number input whose form value is a number, or null while empty. */
export function NumberField<T extends FieldValues>({ control, name, id, label, required, error, disabled, mask, suffix }: NumberFieldProps<T>) {
  const {
    field: { ref, value: current, name: fieldName, onBlur, onChange },
  } = useController({ control, name });
  const value = current === null || current === undefined ? '' : String(current);
  return (
    <FieldShell id={id} label={label} required={required} error={error}>
      <div className={styles.withSuffix}>
        <input
          id={id}
          ref={ref}
          name={fieldName}
          className={styles.control}
          inputMode="numeric"
          value={value}
          disabled={disabled}
          aria-required={required || undefined}
          {...describedBy(id, error)}
          onBlur={onBlur}
          onChange={(event) => onChange(digitsToNumber(mask(event.target.value)))}
        />
        {suffix ? (
          <span className={styles.suffix} aria-hidden="true">
            {suffix}
          </span>
        ) : null}
      </div>
    </FieldShell>
  );
}
