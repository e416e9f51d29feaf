import type { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { formatCurrency } from '@/lib/format/currency';
import type { MortgageResult, Scenario } from '@/lib/mortgage';
import { formatPercent } from './format';

type Translate = ReturnType<typeof useTranslations<'mortgage'>>;

/** The message the contact form starts from when the visitor sends the scenario to a broker. */
export function brokerMessage(t: Translate, locale: Locale, scenario: Scenario, result: MortgageResult, url: string): string {
  return t('broker-message', {
    type: t(`message-${scenario.kind}`),
    price: formatCurrency(scenario.price, locale, { decimals: 0 }),
    down: formatCurrency(scenario.down, locale, { decimals: 0 }),
    percent: formatPercent(result.downPercent, locale),
    rate: formatPercent(scenario.rate, locale),
    years: scenario.years,
    frequency: t(`message-${scenario.frequency}`),
    payment: formatCurrency(result.payment, locale),
    url,
  }).trim();
}
