import { useTranslations } from 'next-intl';
import { formatCurrency } from '@/lib/format/currency';
import type { Locale } from '@/lib/i18n/locales';
import type { ScheduleYear } from '@/lib/mortgage';
import styles from './styles.module.pcss';

/** The chart's text alternative: every year's principal, interest and closing balance. */
export function AmortizationTable({ schedule, locale }: { schedule: ScheduleYear[]; locale: Locale }) {
  const t = useTranslations('mortgage');
  const money = (n: number) => formatCurrency(n, locale);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{t('table-caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('col-year')}</th>
            <th scope="col">{t('col-principal')}</th>
            <th scope="col">{t('col-interest')}</th>
            <th scope="col">{t('col-balance')}</th>
          </tr>
        </thead>
        <tbody>
          {schedule.map((row) => (
            <tr key={row.year}>
              <th scope="row">{row.year}</th>
              <td>{money(row.principal)}</td>
              <td>{money(row.interest)}</td>
              <td>{money(row.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
