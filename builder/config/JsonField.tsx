'use client';

import { FieldLabel } from '@puckeditor/core';
import { useState } from 'react';
import styles from './fields.module.css';

interface JsonFieldProps {
  label: string;
  invalidMessage: string;
  value: unknown;
  onChange: (value: unknown) => void;
  readOnly?: boolean;
}

/**
 * Fallback for values with no natural form (unions such as a background image-or-video,
 * free-form records): edited as JSON, applied when it parses. Publishing validates it
 * against the block's schema anyway.
 */
export function JsonField({ label, invalidMessage, value, onChange, readOnly }: JsonFieldProps) {
  const [text, setText] = useState(() => (value === undefined ? '' : JSON.stringify(value, null, 2)));
  const [invalid, setInvalid] = useState(false);
  return (
    <FieldLabel label={label} el="div" readOnly={readOnly}>
      <textarea
        className={styles.json}
        value={text}
        readOnly={readOnly}
        spellCheck={false}
        aria-invalid={invalid}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim() === '') {
            setInvalid(false);
            onChange(undefined);
            return;
          }
          try {
            onChange(JSON.parse(event.target.value));
            setInvalid(false);
          } catch {
            setInvalid(true);
          }
        }}
      />
      {invalid ? <p className={styles.error}>{invalidMessage}</p> : null}
    </FieldLabel>
  );
}
