'use client';

import { Children, useState, type ReactNode } from 'react';
import styles from './reveal-more.module.pcss';

interface RevealMoreProps {
  /** Items shown before the button is pressed. */
  initial: number;
  label: string;
  listClassName?: string;
  listLabel?: string;
  children: ReactNode;
}

/**
 * A list whose first `initial` items show; a See more button reveals every item once and
 * goes away (spec 001 section 4, offices). Focus moves to the first revealed item.
 */
export function RevealMore({ initial, label, listClassName, listLabel, children }: RevealMoreProps) {
  const [open, setOpen] = useState(false);
  const items = Children.toArray(children);
  const shown = open ? items : items.slice(0, initial);
  return (
    <>
      <ul className={listClassName} aria-label={listLabel}>
        {shown.map((item, index) => (
          <li key={index} tabIndex={open && index === initial ? -1 : undefined} ref={open && index === initial ? (el) => el?.focus() : undefined}>
            {item}
          </li>
        ))}
      </ul>
      {!open && items.length > initial ? (
        <button type="button" className={`btn btn--secondary ${styles.button}`} onClick={() => setOpen(true)}>
          {label}
        </button>
      ) : null}
    </>
  );
}
