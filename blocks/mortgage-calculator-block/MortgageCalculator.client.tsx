'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Icon } from '@/blocks/shared/content/Icon';
import { formatCurrency } from '@/lib/format/currency';
import { formatDateLong } from '@/lib/format/date';
import type { Locale } from '@/lib/i18n/locales';
import { amortizations, frequencies, maskAmount, parseAmount, parseRate, type Frequency, type PropertyKind } from '@/lib/mortgage';
import { MortgageResultPanel } from './MortgageResult';
import { useMortgageScenario } from './use-mortgage-scenario';
import styles from './styles.module.pcss';

export interface MortgageCalculatorProps {
  locale: Locale;
  /** A pinned rule set id, or null for the rules in force. */
  ruleSetId: string | null;
  idPrefix: string;
}

/** The calculator's inputs, messages and result (spec 001 sections 3-5 and 9). */
export function MortgageCalculator({ locale, ruleSetId, idPrefix }: MortgageCalculatorProps) {
  const t = useTranslations('mortgage');
  const { scenario, update, result, rules, calculated, calculate } = useMortgageScenario(ruleSetId);
  // What the visitor types stays as typed; the numbers are parsed from it.
  const [priceText, setPriceText] = useState<string | null>(null);
  const [downText, setDownText] = useState<string | null>(null);
  const [percentText, setPercentText] = useState<string | null>(null);
  const [rateText, setRateText] = useState<string | null>(null);
  const id = (name: string) => `${idPrefix}-${name}`;
  const money = (n: number, decimals = 2) => formatCurrency(n, locale, { decimals });

  const setDownFromPercent = (text: string) => {
    setPercentText(text);
    const percent = Number(text.replace(',', '.'));
    if (Number.isFinite(percent)) {
      const down = Math.round((scenario.price * Math.max(0, percent)) / 100);
      setDownText(null);
      update({ down });
    }
  };
  const percentValue = percentText ?? (scenario.price > 0 ? String(Math.round(result.downPercent * 100) / 100) : '');
  const minimumText = money(Math.ceil(result.minimumDown * 100) / 100);
  const rateInvalid = result.negativeRate;

  return (
    <div className={styles.calculator}>
      <form
        className={styles.form}
        aria-label={t('form-label')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          calculate();
        }}
      >
        <fieldset className={styles.kinds}>
          <legend className={styles.label}>{t('property-type')}</legend>
          {(['residential', 'commercial'] as PropertyKind[]).map((kind) => (
            <label key={kind} className={styles.kind}>
              <input type="radio" name={id('kind')} value={kind} checked={scenario.kind === kind} onChange={() => update({ kind })} />
              <span>{t(kind)}</span>
            </label>
          ))}
        </fieldset>

        <div className={styles.field}>
          <label htmlFor={id('price')} className={styles.label}>{t('price')}</label>
          <div className={styles.money} data-locale={locale}>
            <input
              id={id('price')}
              inputMode="numeric"
              autoComplete="off"
              value={priceText ?? maskAmount(scenario.price)}
              onChange={(e) => {
                const masked = maskAmount(e.target.value);
                setPriceText(masked);
                setPercentText(null);
                update({ price: parseAmount(masked) });
              }}
            />
            <span aria-hidden="true" className={styles.currency}>$</span>
          </div>
        </div>

        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor={id('down')} className={styles.label}>{t('down-payment')}</label>
            <div className={styles.money} data-locale={locale}>
              <input
                id={id('down')}
                inputMode="numeric"
                autoComplete="off"
                aria-invalid={result.problem ? true : undefined}
                aria-describedby={result.problem ? id('down-problem') : undefined}
                value={downText ?? maskAmount(scenario.down)}
                onChange={(e) => {
                  const masked = maskAmount(e.target.value);
                  setDownText(masked);
                  setPercentText(null);
                  update({ down: parseAmount(masked) });
                }}
              />
              <span aria-hidden="true" className={styles.currency}>$</span>
            </div>
          </div>
          <div className={styles.field}>
            <label htmlFor={id('percent')} className={styles.label}>{t('down-percent')}</label>
            <input
              id={id('percent')}
              type="number"
              min={0}
              max={100}
              step={0.01}
              inputMode="decimal"
              value={percentValue}
              onChange={(e) => setDownFromPercent(e.target.value)}
              onBlur={() => setPercentText(null)}
            />
          </div>
        </div>

        <div id={id('down-problem')} aria-live="polite">
          {result.problem === 'below-minimum' && scenario.price > 0 ? (
            <p className={styles.danger}>
              <Icon icon="alert" /> {t('minimum-down', { amount: minimumText })}
            </p>
          ) : null}
          {result.problem === 'above-price' ? (
            <div className={styles.alert} role="alert">
              <p className={styles.alertTitle}>{t('too-high-title')}</p>
              <p>{t('too-high-description', { price: money(scenario.price, 0) })}</p>
            </div>
          ) : null}
        </div>

        <div className={styles.field}>
          <span className={styles.label} id={id('loan-label')}>{t('loan-amount')}</span>
          <output className={styles.output} aria-labelledby={id('loan-label')} htmlFor={`${id('price')} ${id('down')}`}>
            {money(result.loan, 0)}
          </output>
        </div>

        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor={id('rate')} className={styles.label}>{t('rate')}</label>
            <input
              id={id('rate')}
              type="number"
              min={0}
              max={100}
              step={0.01}
              inputMode="decimal"
              aria-invalid={rateInvalid || undefined}
              aria-describedby={rateInvalid ? id('rate-problem') : undefined}
              value={rateText ?? String(scenario.rate)}
              onChange={(e) => {
                setRateText(e.target.value);
                const rate = parseRate(e.target.value);
                update({ rate: Number.isNaN(rate) ? -1 : Math.min(100, rate) });
              }}
            />
            {rateInvalid ? (
              <p id={id('rate-problem')} className={styles.danger}>
                <Icon icon="alert" /> {t('negative-rate')}
              </p>
            ) : null}
          </div>
          <div className={styles.field}>
            <label htmlFor={id('years')} className={styles.label}>{t('amortization')}</label>
            <select id={id('years')} value={scenario.years} onChange={(e) => update({ years: Number(e.target.value) })}>
              {amortizations.map((years) => (
                <option key={years} value={years}>
                  {years === 30 ? t('years-30') : t('years', { count: years })}
                </option>
              ))}
            </select>
            {result.amortizationNotInsurable ? (
              <p className={styles.danger}>
                <Icon icon="alert" /> {t('years-30-not-insurable')}
              </p>
            ) : scenario.years === 30 && result.insured ? (
              <p className={styles.note}>{t('years-30-note')}</p>
            ) : null}
          </div>
        </div>

        <div className={styles.field}>
          <label htmlFor={id('frequency')} className={styles.label}>{t('frequency')}</label>
          <select id={id('frequency')} value={scenario.frequency} onChange={(e) => update({ frequency: e.target.value as Frequency })}>
            {frequencies.map((frequency) => (
              <option key={frequency} value={frequency}>{t(frequency)}</option>
            ))}
          </select>
        </div>

        <button type="submit" className="btn btn--primary" disabled={!result.canCalculate}>
          {t('calculate')}
        </button>
        <p className={styles.note}>{t('rules-note', { date: formatDateLong(rules.effectiveFrom, locale) })}</p>
      </form>

      <div aria-live="polite" className={styles.resultSlot}>
        {calculated && result.canCalculate ? (
          <MortgageResultPanel scenario={scenario} result={result} locale={locale} idPrefix={idPrefix} />
        ) : (
          // Before the first calculation the column says what will appear in it (wide screens only).
          <section className={`${styles.result} ${styles.placeholder}`} data-testid="mortgage-placeholder">
            <h3 className={styles.resultTitle}>{t('placeholder-title')}</h3>
            <p className={styles.note}>{t('placeholder-text')}</p>
          </section>
        )}
      </div>
    </div>
  );
}
