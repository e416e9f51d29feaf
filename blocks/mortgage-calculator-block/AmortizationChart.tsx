import { useTranslations } from 'next-intl';
import { formatCurrency } from '@/lib/format/currency';
import type { Locale } from '@/lib/i18n/locales';
import type { ScheduleYear } from '@/lib/mortgage';
import styles from './styles.module.pcss';

const width = 480;
const height = 220;
const pad = { top: 16, right: 16, bottom: 28, left: 16 };

/**
 * Stacked bars of principal and interest paid each year, with the balance as a line over
 * them (its own scale: from the amount financed down to 0). An image with a text summary;
 * the table beside it carries every figure.
 */
export function AmortizationChart({ schedule, locale, idPrefix, totalLoan }: { schedule: ScheduleYear[]; locale: Locale; idPrefix: string; totalLoan: number }) {
  const t = useTranslations('mortgage');
  if (schedule.length === 0 || totalLoan <= 0) return null;
  const innerW = width - pad.left - pad.right;
  const innerH = height - pad.top - pad.bottom;
  const yearMax = Math.max(...schedule.map((r) => r.principal + r.interest)) || 1;
  const slot = innerW / schedule.length;
  const bar = Math.max(2, slot * 0.64);
  const x = (i: number) => pad.left + i * slot + (slot - bar) / 2;
  const y = (v: number) => pad.top + innerH - (v / yearMax) * innerH;
  const balanceY = (v: number) => pad.top + innerH - (v / totalLoan) * innerH;
  const line = [`${pad.left},${balanceY(totalLoan)}`, ...schedule.map((r, i) => `${pad.left + (i + 1) * slot},${balanceY(r.balance)}`)].join(' ');
  const principal = schedule.reduce((s, r) => s + r.principal, 0);
  const interest = schedule.reduce((s, r) => s + r.interest, 0);
  const money = (n: number) => formatCurrency(n, locale, { decimals: 0 });
  const titleId = `${idPrefix}-chart-title`;
  const descId = `${idPrefix}-chart-desc`;
  const step = schedule.length > 10 ? 5 : 1;

  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${titleId} ${descId}`} className={styles.svg}>
        <title id={titleId}>{t('chart-title')}</title>
        <desc id={descId}>
          {t('chart-description', { years: schedule.length, principal: money(principal), interest: money(interest), start: money(totalLoan) })}
        </desc>
        <line x1={pad.left} x2={width - pad.right} y1={pad.top + innerH} y2={pad.top + innerH} className={styles.axis} />
        {schedule.map((row, i) => (
          <g key={row.year}>
            <rect x={x(i)} width={bar} y={y(row.principal)} height={pad.top + innerH - y(row.principal)} className={styles.principal} />
            <rect x={x(i)} width={bar} y={y(row.principal + row.interest)} height={y(row.principal) - y(row.principal + row.interest)} className={styles.interest} />
            {(i + 1) % step === 0 || i === 0 ? (
              <text x={x(i) + bar / 2} y={height - 8} textAnchor="middle" className={styles.tick}>
                {row.year}
              </text>
            ) : null}
          </g>
        ))}
        <polyline points={line} className={styles.balance} />
      </svg>
      <figcaption className={styles.legend}>
        <span><i className={styles.swatchPrincipal} aria-hidden="true" /> {t('legend-principal')}</span>
        <span><i className={styles.swatchInterest} aria-hidden="true" /> {t('legend-interest')}</span>
        <span><i className={styles.swatchBalance} aria-hidden="true" /> {t('legend-balance')}</span>
      </figcaption>
    </figure>
  );
}
