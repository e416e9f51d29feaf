'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Icon } from '@/blocks/shared/content/Icon';
import { formatCurrency } from '@/lib/format/currency';
import type { Locale } from '@/lib/i18n/locales';
import { runLinkAction } from '@/lib/content/link-action';
import { amortizationSchedule, scenarioToQuery, type MortgageResult, type Scenario } from '@/lib/mortgage';
import { AmortizationChart } from './AmortizationChart';
import { AmortizationTable } from './AmortizationTable';
import { brokerMessage } from './broker-message';
import { formatPercent } from './format';
import styles from './styles.module.pcss';

interface MortgageResultPanelProps {
  scenario: Scenario;
  result: MortgageResult;
  locale: Locale;
  idPrefix: string;
}

/** The payment at the chosen frequency, the insurance premium, the stress test, the chart and the actions. */
export function MortgageResultPanel({ scenario, result, locale, idPrefix }: MortgageResultPanelProps) {
  const t = useTranslations('mortgage');
  const [tableOpen, setTableOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const schedule = useMemo(() => amortizationSchedule(result.totalLoan, scenario.rate, scenario.years), [result.totalLoan, scenario.rate, scenario.years]);
  const money = (n: number) => formatCurrency(n, locale);
  const tableId = `${idPrefix}-schedule`;

  const shareUrl = () => `${window.location.origin}${window.location.pathname}?${scenarioToQuery(scenario, window.location.search)}`;
  const sendToBroker = () => {
    const message = brokerMessage(t, locale, scenario, result, shareUrl());
    runLinkAction(
      { action_type: 'open_contact_modal', action_params: { message } },
      { dispatchEvent: (e) => window.dispatchEvent(e), querySelector: (s) => document.querySelector<HTMLElement>(s) },
    );
  };
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl());
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2500);
    } catch {
      // No clipboard (insecure context): the address bar already holds the scenario.
    }
  };

  return (
    <section className={styles.result} aria-labelledby={`${idPrefix}-result-title`} data-testid="mortgage-result">
      <h3 id={`${idPrefix}-result-title`} className={styles.resultTitle}>{t('result-title')}</h3>
      <dl className={styles.figures}>
        <div className={styles.main}>
          <dt>{t(`payment-${scenario.frequency}`)}</dt>
          <dd data-testid="mortgage-payment">{money(result.payment)}</dd>
        </div>
        {result.insured ? (
          <div>
            <dt>{t('premium', { rate: formatPercent((result.premiumRate ?? 0) * 100, locale) })}</dt>
            <dd data-testid="mortgage-premium">{money(result.premium)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('total-loan')}</dt>
          <dd data-testid="mortgage-total-loan">{money(result.totalLoan)}</dd>
        </div>
        <div>
          <dt>{t('total-interest')}</dt>
          <dd>{money(result.totalInterest)}</dd>
        </div>
        <div>
          <dt>{t('qualifying', { rate: formatPercent(result.qualifyingRate, locale) })}</dt>
          <dd data-testid="mortgage-qualifying">{money(result.qualifyingPayment)}</dd>
        </div>
      </dl>
      {result.insured ? <p className={styles.note}>{t('premium-note')}</p> : null}

      <AmortizationChart schedule={schedule} locale={locale} idPrefix={idPrefix} totalLoan={result.totalLoan} />
      <button type="button" className="btn btn--link" aria-expanded={tableOpen} aria-controls={tableId} onClick={() => setTableOpen((open) => !open)}>
        {tableOpen ? t('hide-table') : t('show-table')}
      </button>
      <div id={tableId} hidden={!tableOpen}>
        {tableOpen ? <AmortizationTable schedule={schedule} locale={locale} /> : null}
      </div>

      <div className={styles.actions}>
        <button type="button" className="btn btn--primary" onClick={sendToBroker}>
          <Icon icon="mail" /> {t('send-to-broker')}
        </button>
        <button type="button" className="btn btn--secondary" onClick={copyLink}>
          <Icon icon={copied ? 'check' : 'share'} /> {copied ? t('link-copied') : t('copy-link')}
        </button>
      </div>
    </section>
  );
}
