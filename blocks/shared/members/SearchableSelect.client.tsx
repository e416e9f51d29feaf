'use client';

import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '@/blocks/shared/content/Icon';
import styles from './members.module.pcss';

export interface SelectOption {
  value: string;
  label: string;
}

interface SearchableSelectProps {
  label: string;
  /** Shown in the input when nothing is typed; `shortPlaceholder` below md. */
  placeholder: string;
  shortPlaceholder?: string;
  noneText: string;
  options: SelectOption[];
  /** Current value (the "all" option's value when nothing is chosen). */
  value?: string;
  onChange(value: string): void;
  /** Keep the chosen label in the input (office filter) or clear it (name search). */
  keepSelection?: boolean;
  testId?: string;
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/**
 * A searchable dropdown (ARIA 1.2 combobox with a listbox): typing filters the options,
 * accent-insensitively ("montreal" finds Montréal); arrows move, Enter chooses, Escape closes.
 */
export function SearchableSelect({ label, placeholder, shortPlaceholder, noneText, options, value, onChange, keepSelection, testId }: SearchableSelectProps) {
  const id = useId();
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  const selectedLabel = options.find((o) => o.value === value)?.label ?? '';
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const shown = query === null ? (keepSelection ? selectedLabel : '') : query;
  const filtered = useMemo(() => {
    const q = fold(query ?? '');
    return q ? options.filter((o) => fold(o.label).includes(q)) : options;
  }, [options, query]);

  const choose = (option: SelectOption) => {
    onChange(option.value);
    setQuery(null);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, filtered.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const option = filtered[active];
      if (option) choose(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setQuery(null);
    }
  };

  return (
    <div className={styles.select} data-testid={testId}>
      <label htmlFor={id} className={styles.selectLabel}>{label}</label>
      <div className={styles.selectField}>
        <Icon icon="search" size={18} className={styles.selectIcon} />
        <input
          ref={input}
          id={id}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && filtered[active] ? `${listId}-${active}` : undefined}
          autoComplete="off"
          className={styles.selectInput}
          value={shown}
          placeholder={placeholder}
          data-short-placeholder={shortPlaceholder}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
        />
        {shortPlaceholder ? (
          // Below md the long placeholder does not fit: CSS swaps in the short one.
          <span className={styles.shortPlaceholder} aria-hidden="true" data-visible={shown === ''}>{shortPlaceholder}</span>
        ) : null}
        <Icon icon="chevron-down" size={18} className={styles.selectChevron} />
      </div>
      <ul id={listId} role="listbox" aria-label={label} className={styles.listbox} hidden={!open}>
        {filtered.length === 0 ? <li className={styles.optionNone}>{noneText}</li> : null}
        {filtered.map((option, index) => (
          <li
            key={option.value || '__all'}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={option.value === value}
            data-active={index === active}
            className={styles.option}
            onMouseDown={(e) => {
              e.preventDefault();
              choose(option);
            }}
          >
            {option.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
