'use client';

import { useTranslations } from 'next-intl';
import { indexOfPrice, priceAtIndex, UNLIMITED_INDEX, type Budget } from '@/lib/forms/budget';
import { formatCurrency } from '@/lib/format/currency';
import type { Locale } from '@/lib/i18n/locales';
import styles from './pickers.module.pcss';
import dualRange from '@/blocks/shared/dual-range.module.pcss';

export interface BudgetSliderProps {
  id: string;
  label: string;
  locale: Locale;
  value: Budget;
  onChange(value: Budget): void;
  disabled?: boolean;
}

/**
 * Budget range (alert step 3): one track with two handles over the default price
 * increments, from 0 to an open-ended maximum ("Unlimited"), as in the search filters.
 * The minimum never passes the maximum.
 */
export function BudgetSlider({ id, label, locale, value, onChange, disabled }: BudgetSliderProps) {
  const t = useTranslations('forms.budget');
  const minIndex = indexOfPrice(value.min);
  const maxIndex = indexOfPrice(value.max);
  const text = (price: number | null) => (price === null ? t('unlimited') : formatCurrency(price, locale, { decimals: 0 }));
  const position = { '--low': minIndex / UNLIMITED_INDEX, '--high': maxIndex / UNLIMITED_INDEX } as React.CSSProperties;
  return (
    <fieldset id={id} className={styles.budget} tabIndex={-1}>
      <legend className={styles.legend}>{label}</legend>
      <p className={styles.range} aria-live="polite">
        {t('range', { min: text(value.min), max: text(value.max) })}
      </p>
      <div className={`${dualRange.track} ${styles.dualRange}`} style={position}>
        <input
          id={`${id}-min`}
          type="range"
          min={0}
          max={UNLIMITED_INDEX}
          value={minIndex}
          aria-label={t('min')}
          aria-valuetext={text(value.min)}
          disabled={disabled}
          onChange={(e) => {
            const index = Math.min(Number(e.target.value), maxIndex - 1);
            onChange({ ...value, min: priceAtIndex(index) ?? 0 });
          }}
        />
        <input
          id={`${id}-max`}
          type="range"
          min={0}
          max={UNLIMITED_INDEX}
          value={maxIndex}
          aria-label={t('max')}
          aria-valuetext={text(value.max)}
          disabled={disabled}
          onChange={(e) => {
            const index = Math.max(Number(e.target.value), minIndex + 1);
            onChange({ ...value, max: priceAtIndex(index) });
          }}
        />
      </div>
      <div className={styles.dualRangeLabels} aria-hidden="true">
        <span>{text(value.min)}</span>
        <span>{text(value.max)}</span>
      </div>
    </fieldset>
  );
}
