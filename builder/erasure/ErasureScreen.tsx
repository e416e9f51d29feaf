import { DataTable, EmptyState, PageHeader, WorkspacePage } from '@/builder/shell/kit';
import { CellLabel } from '@/builder/account/CellLabel';
import styles from '@/builder/account/styles.module.css';
import { formatDateLong, formatDateTime } from '@/lib/format/date';
import type { Locale } from '@/lib/i18n/locales';
import type { ErasureQueueItem } from '@/lib/my-data/erasure';
import { KEEP_REASONS } from '@/lib/my-data/keep-reasons';
import { myDataTexts } from '@/lib/my-data/texts';
import { DecisionForm } from './DecisionForm.client';

const DAY_MS = 24 * 3600 * 1000;

/**
 * /qa/erasure: the leads visitors asked to erase, open ones by deadline first (30 days from
 * the request, overdue marked), each with its decision: anonymise, or keep for a reason from
 * the fixed list the law allows; then the decided ones, with who decided and why.
 */
export function ErasureScreen({ items, locale, now = new Date() }: { items: ErasureQueueItem[]; locale: Locale; now?: Date }) {
  const t = myDataTexts(locale);
  const label = (text: string) => <CellLabel text={text} locale={locale} />;
  const reasons = KEEP_REASONS.map((reason) => ({ value: reason, label: t(`reasons.${reason}`) }));
  return (
    <WorkspacePage locale={locale}>
      <PageHeader title={t('qa.title')} lead={t('qa.intro')} />
      <DataTable
        className={styles.table}
        testId="erasure-queue"
        rows={items}
        rowKey={(item) => item.id}
        rowProps={(item) => ({ 'data-item': item.id, 'data-lead': item.lead?.id ?? '' })}
        empty={<EmptyState title={t('qa.empty')} />}
        columns={[
          {
            key: 'requested',
            header: t('qa.col-requested'),
            cell: (item) => (
              <>
                {label(t('qa.col-requested'))}
                {formatDateTime(item.requestedAt, locale)}
              </>
            ),
          },
          {
            key: 'due',
            header: t('qa.col-due'),
            cell: (item) => {
              const daysLeft = Math.ceil((new Date(item.dueAt).getTime() - now.getTime()) / DAY_MS);
              return (
                <>
                  {label(t('qa.col-due'))}
                  {formatDateLong(item.dueAt, locale)}
                  {item.decision === null ? (
                    <>
                      <br />
                      <strong>{daysLeft < 0 ? t('qa.overdue') : t('qa.days-left', { count: daysLeft })}</strong>
                    </>
                  ) : null}
                </>
              );
            },
          },
          {
            key: 'lead',
            header: t('qa.col-lead'),
            cell: (item) => (
              <>
                {label(t('qa.col-lead'))}
                {item.lead ? (
                  <a href={`/qa/leads/${item.lead.id}`}>
                    #{item.lead.id} · {t(`page.form-${item.lead.formType as 'contact_form'}`)} · {formatDateTime(item.lead.createdAt, locale)}
                    {item.lead.name ? ` · ${item.lead.name}` : ''}
                  </a>
                ) : (
                  t('qa.lead-gone')
                )}
              </>
            ),
          },
          {
            key: 'decision',
            header: t('qa.col-decision'),
            cell: (item) => (
              <>
                {label(t('qa.col-decision'))}
                {item.decision === null ? (
                  <DecisionForm
                    itemId={item.id}
                    reasons={reasons}
                    texts={{ anonymise: t('qa.anonymise'), keep: t('qa.keep'), reasonLabel: t('qa.reason-label'), reasonChoose: t('qa.reason-choose'), failed: t('qa.failed', { message: '{message}' }) }}
                  />
                ) : (
                  <span data-decision={item.decision}>
                    {item.decision === 'anonymised'
                      ? t('qa.anonymised', { date: formatDateLong(item.decidedAt!, locale) })
                      : t('qa.kept', { date: formatDateLong(item.decidedAt!, locale), reason: item.keepReason ? t(`reasons.${item.keepReason}`) : '' })}
                    {item.decidedBy ? ` ${t('qa.by', { name: item.decidedBy })}` : ''}
                  </span>
                )}
              </>
            ),
          },
        ]}
      />
    </WorkspacePage>
  );
}
