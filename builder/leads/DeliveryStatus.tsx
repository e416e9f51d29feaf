import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { LeadRecord } from '@/lib/leads/lead-record';
import { formatDateTime } from '@/lib/format';
import styles from './styles.module.css';

interface DeliveryStatusProps {
  lead: Pick<LeadRecord, 'delivery_status' | 'delivery_attempts' | 'next_attempt_at' | 'last_error'>;
  locale: Locale;
  detailed?: boolean;
}

/** Where a lead's e-mail stands: waiting, sent, failed, with attempts and the last error. */
export async function DeliveryStatus({ lead, locale, detailed = false }: DeliveryStatusProps) {
  const t = await getTranslations({ locale, namespace: 'leads' });
  const status = lead.delivery_status ?? 'none';
  return (
    <span className={styles.delivery}>
      <span className={styles.badge} data-status={status}>
        {t(`inbox.delivery-status.${status}`)}
      </span>
      {detailed && (
        <>
          <span className={styles.muted}>{t('inbox.attempts', { count: lead.delivery_attempts })}</span>
          {status === 'pending' && lead.next_attempt_at && (
            <span className={styles.muted}>{t('inbox.next-attempt', { date: formatDateTime(lead.next_attempt_at, locale) })}</span>
          )}
          {lead.last_error && <span className={styles.errorText}>{t('inbox.last-error', { error: lead.last_error })}</span>}
        </>
      )}
    </span>
  );
}
