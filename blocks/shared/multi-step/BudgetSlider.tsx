'use client';

import { useTranslations } from 'next-intl';
import { indexOfPrice, priceAtIndex, UNLIMITED_INDEX, type Budget } from '@/lib/forms/budget';
import { formatCurrency } from '@/lib/format/currency';
import type { Locale } from '@/lib/i18n/locales';
import styles from './pickers.module.css';

export interface BudgetSliderProps {
  id: string;
  label: string;
  locale: Locale;
  value: Budget;
  onChange(value: Budget): void;
  disabled?: boolean;
}

/**
 * Budget range (alert step 3): two sliders over the default price increments, from 0 to
 * an open-ended maximum ("Unlimited"). The minimum never passes the maximum.
 */
export function BudgetSlider({ id, label, locale, value, onChange, disabled }: BudgetSliderProps) {
  const t = useTranslations('forms.budget');
  const minIndex = indexOfPrice(value.min);
  const maxIndex = indexOfPrice(value.max);
  const text = (price: number | null) => (price === null ? t('unlimited') : formatCurrency(price, locale, { decimals: 0 }));
  return (
    <fieldset id={id} className={styles.budget} tabIndex={-1}>
      <legend className={styles.legend}>{label}</legend>
      <p className={styles.range} aria-live="polite">
        {t('range', { min: text(value.min), max: text(value.max) })}
      </p>
      <label htmlFor={`${id}-min`} className={styles.sliderLabel}>
        {t('min')}
      </label>
      <input
        id={`${id}-min`}
        type="range"
        min={0}
        max={UNLIMITED_INDEX - 1}
        value={minIndex}
        aria-valuetext={text(value.min)}
        disabled={disabled}
        onChange={(e) => {
          const index = Math.min(Number(e.target.value), maxIndex - 1);
          onChange({ ...value, min: priceAtIndex(index) ?? 0 });
        }}
      />
      <label htmlFor={`${id}-max`} className={styles.sliderLabel}>
        {t('max')}
      </label>
      <input
        id={`${id}-max`}
        type="range"
        min={1}
        max={UNLIMITED_INDEX}
        value={maxIndex}
        aria-valuetext={text(value.max)}
        disabled={disabled}
        onChange={(e) => {
          const index = Math.max(Number(e.target.value), minIndex + 1);
          onChange({ ...value, max: priceAtIndex(index) });
        }}
      />
    </fieldset>
  );
}
