import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { requireEntry } from '@/builder/shell/require-entry';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { getDb } from '@/lib/db';
import { readLeadFilters, recipientParam } from '@/lib/leads/inbox-filters';
import { listInboxRecipients } from '@/lib/leads/recipients';
import type { RecipientType } from '@/lib/forms/contact';
import { inboxPage, readPage } from '@/lib/leads/inbox-paging';
import { kickOutboxWorker } from '@/lib/leads/outbox-job';
import { recipientLabel } from '@/lib/leads/lead-record';
import { leadScopeOf } from '@/lib/leads/scope';
import { countLeads, listLeads } from '@/lib/leads/queries';
import qa from '@/builder/shell/styles.module.css';
import { DeliveryStatus } from './DeliveryStatus';
import { formatDateTime } from '@/lib/format';
import { LeadFilters } from './LeadFilters';
import { LeadPager } from './LeadPager';
import styles from './styles.module.css';
import { config } from '@/lib/config/env';
import { DataTable, EmptyState, PageHeader, WorkspacePage } from '@/builder/shell/kit';
import { button } from '@/builder/shell/button';

interface LeadsPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: LeadsPageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await getQaLocale(await searchParams), namespace: 'leads' });
  return { title: t('inbox.title') };
}

/** The editors' lead inbox: newest first, filtered by form and day range, paged, with delivery state. */
export default async function LeadsPage({ searchParams }: LeadsPageProps) {
  const me = await requireEntry('leads');
  const query = await searchParams;
  const locale = await getQaLocale(query);
  const t = await getTranslations({ locale, namespace: 'leads' });
  const db = await getDb();
  const filters = { ...readLeadFilters(query), ...(await leadScopeOf(db, me)) };
  const total = await countLeads(db, filters);
  const paging = inboxPage(total, readPage(query));
  const leads = await listLeads(db, { ...filters, limit: paging.limit, offset: paging.offset });
  // The worker starts with the server (instrumentation.ts); this only runs a tick now.
  kickOutboxWorker();
  const exportQuery = new URLSearchParams(
    Object.entries({ type: filters.formType, from: filters.from, to: filters.to, recipient: recipientParam(filters.recipient) }).filter((e): e is [string, string] => Boolean(e[1])),
  );

  return (
    <WorkspacePage locale={locale}>
      <PageHeader
        title={t('inbox.title')}
        lead={t('inbox.count', { count: total })}
        actions={
          <a href={`/api/leads/export.csv?${exportQuery}`} className={button('secondary')} download>
          {t('inbox.export')}
        </a>
        }
      />
      {!config().SMTP_URL && <p className={styles.notice}>{t('inbox.smtp-off')}</p>}
      <LeadFilters filters={filters} locale={locale} recipients={await listInboxRecipients(db, await leadScopeOf(db, me))} />
      <DataTable
        className={styles.table}
        rows={leads}
        rowKey={(lead) => lead.id}
        rowProps={(lead) => ({ 'data-handled': lead.handled_at ? 'true' : 'false' })}
        empty={<EmptyState title={t('inbox.empty')} />}
        columns={[
          { key: 'received', header: t('inbox.received'), cell: (lead) => <Link href={`/qa/leads/${lead.id}?lang=${locale}`}>{formatDateTime(lead.created_at, locale)}</Link> },
          { key: 'form-type', header: t('inbox.form-type'), cell: (lead) => t(`form-types.${lead.form_type}`) },
          {
            key: 'contact',
            header: t('inbox.contact'),
            cell: (lead) => (
              <>
                <span className={styles.name}>{lead.full_name}</span>
                <span className={qa.muted}>{lead.email}</span>
              </>
            ),
          },
          {
            key: 'recipient',
            header: t('inbox.recipient'),
            className: styles.recipient,
            cellProps: () => ({ 'data-testid': 'lead-recipient' }),
            cell: (lead) => (lead.recipient_slug ? `${recipientLabel(lead)} (${t(`recipient-types.${(lead.recipient_type ?? 'broker') as RecipientType}`)})` : t('inbox.default-recipient')),
          },
          { key: 'delivery', header: t('inbox.delivery'), cell: (lead) => <DeliveryStatus lead={lead} locale={locale} /> },
          { key: 'status', header: t('inbox.status'), cell: (lead) => (lead.handled_at ? t('inbox.handled') : <strong>{t('inbox.new')}</strong>) },
        ]}
      />
      <LeadPager filters={filters} paging={paging} locale={locale} />
    </WorkspacePage>
  );
}
