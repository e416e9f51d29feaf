'use client';

import { useId, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { numberFormat } from '@/lib/format/intl-cache';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import {
  LAST_PRICE_STEP,
  PRICE_STEPS,
  parseTypedPrice,
  priceRangeFromSteps,
  shortPrice,
  stepIndexAtOrAbove,
  stepIndexAtOrBelow,
} from '@/lib/listing-search/price-steps';
import styles from './styles.module.pcss';
import dualRange from '@/blocks/shared/dual-range.module.pcss';

export interface PriceRangeProps {
  min: number | null;
  max: number | null;
  onChange(range: { price_min: number | null; price_max: number | null }): void;
}

const grouped = (value: number | null, locale: Locale) =>
  value === null ? '' : numberFormat(localeInfo[locale].iso).format(value);

/**
 * Price range: a two-thumb slider over the default increments (open-ended at the top)
 * and two typed fields (spaces and commas ignored, integers).
 */
export function PriceRange({ min, max, onChange }: PriceRangeProps) {
  const t = useTranslations('search');
  const locale = useLocale() as Locale;
  const id = useId();
  const low = stepIndexAtOrBelow(min);
  const high = stepIndexAtOrAbove(max);
  const [typedMin, setTypedMin] = useState(grouped(min, locale));
  const [typedMax, setTypedMax] = useState(grouped(max, locale));

  // The slider and tag removal change the values from outside the text fields: follow them.
  const [shown, setShown] = useState({ min, max });
  if (shown.min !== min || shown.max !== max) {
    setShown({ min, max });
    setTypedMin(grouped(min, locale));
    setTypedMax(grouped(max, locale));
  }

  const label = (index: number) => shortPrice(PRICE_STEPS[index] ?? 0, locale, index === LAST_PRICE_STEP);
  const typedRange = (minText: string, maxText: string, clamp: boolean) => {
    const price_min = parseTypedPrice(minText);
    const price_max = parseTypedPrice(maxText);
    return {
      price_min: price_min === 0 ? null : price_min,
      price_max: clamp && price_max !== null && price_min !== null && price_max < price_min ? price_min : price_max,
    };
  };
  // Every keystroke reaches the draft, so the "see N results" button always counts the
  // filters it will apply (it used to count the maximum only after Enter or blur). The
  // text stays as typed meanwhile; Enter and blur tidy it up (grouping, max >= min).
  const typeMin = (text: string) => {
    setTypedMin(text);
    const range = typedRange(text, typedMax, false);
    setShown({ min: range.price_min, max: range.price_max });
    onChange(range);
  };
  const typeMax = (text: string) => {
    setTypedMax(text);
    const range = typedRange(typedMin, text, false);
    setShown({ min: range.price_min, max: range.price_max });
    onChange(range);
  };
  const commitTyped = () => {
    const range = typedRange(typedMin, typedMax, true);
    setTypedMin(grouped(range.price_min, locale));
    setTypedMax(grouped(range.price_max, locale));
    onChange(range);
  };

  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>{t('overlay.price')}</legend>
      <div className={styles.rangeLabels} aria-hidden="true">
        <span>{low === 0 ? t('overlay.no-min') : label(low)}</span>
        <span>{label(high)}</span>
      </div>
      <div className={`${dualRange.track} ${styles.range}`} style={{ '--low': low / LAST_PRICE_STEP, '--high': high / LAST_PRICE_STEP } as React.CSSProperties}>
        <input
          type="range"
          min={0}
          max={LAST_PRICE_STEP}
          step={1}
          value={low}
          aria-label={t('overlay.price-slider-min')}
          aria-valuetext={low === 0 ? t('overlay.no-min') : label(low)}
          onChange={(event) => onChange(priceRangeFromSteps(Math.min(Number(event.target.value), high), high))}
        />
        <input
          type="range"
          min={0}
          max={LAST_PRICE_STEP}
          step={1}
          value={high}
          aria-label={t('overlay.price-slider-max')}
          aria-valuetext={high === LAST_PRICE_STEP ? t('overlay.no-max') : label(high)}
          onChange={(event) => onChange(priceRangeFromSteps(low, Math.max(Number(event.target.value), low)))}
        />
      </div>
      <div className={styles.priceInputs}>
        <label htmlFor={`${id}-min`}>
          <span>{t('overlay.price-min')}</span>
          <input
            id={`${id}-min`}
            inputMode="numeric"
            placeholder={t('overlay.no-min')}
            value={typedMin}
            onChange={(event) => typeMin(event.target.value)}
            onBlur={commitTyped}
            onKeyDown={(event) => event.key === 'Enter' && commitTyped()}
          />
        </label>
        <label htmlFor={`${id}-max`}>
          <span>{t('overlay.price-max')}</span>
          <input
            id={`${id}-max`}
            inputMode="numeric"
            placeholder={label(LAST_PRICE_STEP)}
            value={typedMax}
            onChange={(event) => typeMax(event.target.value)}
            onBlur={commitTyped}
            onKeyDown={(event) => event.key === 'Enter' && commitTyped()}
          />
        </label>
      </div>
    </fieldset>
  );
}
