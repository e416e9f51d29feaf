'use client';

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/blocks/shared/content/Icon';
import type { Municipality } from '@/lib/listing-search/types';
import styles from './styles.module.pcss';

export interface MunicipalitySelectProps {
  options: Municipality[] | null;
  selected: string[];
  onChange(codes: string[]): void;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Shown as an apply button inside the open panel (the results filter bar). */
  onApply?: () => void;
  /** Small screens: the trigger opens the filter overlay instead (spec 000 section 10). */
  onTriggerInstead?: () => boolean;
}

/** Accent- and case-insensitive matching ("montreal" finds Montréal). */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** A searchable multi-select of municipalities: a trigger button and a popover of checkboxes. */
export function MunicipalitySelect({ options, selected, onChange, open, onOpenChange, onApply, onTriggerInstead }: MunicipalitySelectProps) {
  const t = useTranslations('search');
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');

  const names = useMemo(() => new Map((options ?? []).map((m) => [m.MUN_CODE, m.DESCRIPTION])), [options]);
  const visible = useMemo(() => {
    const needle = fold(query.trim());
    return (options ?? []).filter((m) => !needle || fold(m.DESCRIPTION).includes(needle));
  }, [options, query]);

  useEffect(() => {
    if (!open) return;
    searchRef.current?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, onOpenChange]);

  const toggle = (code: string) => onChange(selected.includes(code) ? selected.filter((c) => c !== code) : [...selected, code]);
  const summary =
    selected.length === 0
      ? t('municipality.placeholder')
      : selected.length === 1
        ? (names.get(selected[0] ?? '') ?? t('municipality.selected', { count: 1 }))
        : t('municipality.selected', { count: selected.length });

  return (
    <div
      ref={rootRef}
      className={styles.munSelect}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          onOpenChange(false);
        }
      }}
    >
      <button
        type="button"
        className={styles.munTrigger}
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="true"
        onClick={() => {
          if (!open && onTriggerInstead?.()) return;
          onOpenChange(!open);
        }}
      >
        <Icon icon="map-pin" />
        <span className={styles.munSummary} data-placeholder={selected.length === 0 || undefined}>
          <span className="visually-hidden">{t('municipality.label')}: </span>
          {summary}
        </span>
        <Icon icon={open ? 'chevron-up' : 'chevron-down'} />
      </button>
      {open ? (
        <div id={panelId} className={styles.munPanel}>
          <label className="visually-hidden" htmlFor={`${panelId}-search`}>
            {t('municipality.search')}
          </label>
          <div className={styles.munSearch}>
            <Icon icon="search" />
            <input
              ref={searchRef}
              id={`${panelId}-search`}
              type="search"
              value={query}
              placeholder={t('municipality.search')}
              autoComplete="off"
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          <fieldset className={styles.munOptions}>
            <legend className="visually-hidden">{t('municipality.label')}</legend>
            {options === null ? <p className={styles.munNote}>{t('municipality.loading')}</p> : null}
            {options !== null && visible.length === 0 ? <p className={styles.munNote}>{t('municipality.none')}</p> : null}
            {visible.map((m) => (
              <label key={m.MUN_CODE} className={styles.munOption}>
                <input type="checkbox" checked={selected.includes(m.MUN_CODE)} onChange={() => toggle(m.MUN_CODE)} />
                <span>{m.DESCRIPTION}</span>
              </label>
            ))}
          </fieldset>
          <div className={styles.munActions}>
            <button type="button" className="btn btn--link btn--small" onClick={() => onChange([])} disabled={selected.length === 0}>
              {t('municipality.clear')}
            </button>
            {onApply ? (
              <button type="button" className="btn btn--primary btn--small" onClick={onApply}>
                {t('municipality.apply')}
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
