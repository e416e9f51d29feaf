import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { requireRole } from '@/lib/auth/current-editor';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { getDb } from '@/lib/db';
import { leadFieldRows } from '@/lib/leads/field-values';
import { leadsTranslator } from '@/lib/leads/messages';
import type { RecipientType } from '@/lib/forms/contact';
import { recipientLabel } from '@/lib/leads/lead-record';
import { getLead } from '@/lib/leads/queries';
import { leadScopeOf } from '@/lib/leads/scope';
import qa from '@/builder/shell/styles.module.css';
import { DeliveryStatus } from './DeliveryStatus';
import { formatDateTime } from '@/lib/format';
import styles from './styles.module.css';
import { PageHeader, WorkspacePage } from '@/builder/shell/kit';
import { button } from '@/builder/shell/button';
import { backTo } from '@/builder/shell/back-to';

interface LeadPageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params, searchParams }: LeadPageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await getQaLocale(await searchParams), namespace: 'leads' });
  return { title: t('inbox.detail-title', { id: (await params).id }) };
}

/** One lead: every field as text (visitor input is never HTML), consent, delivery, handling. */
export default async function LeadPage({ params, searchParams }: LeadPageProps) {
  const { id } = await params;
  const me = await requireRole('broker', `/qa/leads/${encodeURIComponent(id)}`);
  const locale = await getQaLocale(await searchParams);
  const leadId = Number(id);
  const lead = Number.isSafeInteger(leadId) && leadId > 0 ? await getLead(await getDb(), leadId, await leadScopeOf(await getDb(), me)) : null;
  if (!lead) notFound();
  const t = await getTranslations({ locale, namespace: 'leads' });
  const yesNo = (value: boolean) => (value ? t('values.yes') : t('values.no'));

  return (
    <WorkspacePage locale={locale}>
      <div className={qa.header}>
        <div>
          <PageHeader title={t('inbox.detail-title', { id: lead.id })} back={await backTo('leads', locale)} />
          <p className={qa.muted}>
            {t(`form-types.${lead.form_type}`)} · {formatDateTime(lead.created_at, locale)} · {lead.site_name}
          </p>
        </div>
        {lead.handled_at ? (
          <p>{t('inbox.handled-by', { date: formatDateTime(lead.handled_at, locale), editor: lead.handled_by ?? '' })}</p>
        ) : (
          <form method="post" action={`/api/leads/${lead.id}/handled`}>
            <button type="submit" className={button('primary')}>
              {t('inbox.mark-handled')}
            </button>
          </form>
        )}
      </div>

      <section className={qa.panel} aria-labelledby="lead-fields">
        <h2 id="lead-fields">{t('inbox.fields')}</h2>
        <dl className={styles.fields}>
          {leadFieldRows(leadsTranslator(locale), lead).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd className={styles.text}>{value}</dd>
            </div>
          ))}
          <div>
            <dt>{t('inbox.recipient')}</dt>
            <dd>{lead.recipient_slug ? `${recipientLabel(lead)} (${t(`recipient-types.${(lead.recipient_type ?? 'broker') as RecipientType}`)})` : t('inbox.default-recipient')} · {lead.recipient_email}</dd>
          </div>
        </dl>
      </section>

      <section className={qa.panel} aria-labelledby="lead-delivery">
        <h2 id="lead-delivery">{t('inbox.delivery')}</h2>
        <DeliveryStatus lead={lead} locale={locale} detailed />
      </section>

      <section className={qa.panel} aria-labelledby="lead-consent">
        <h2 id="lead-consent">{t('inbox.consent')}</h2>
        <dl className={styles.fields}>
          <div>
            <dt>{t('inbox.consent-transaction')}</dt>
            <dd>{yesNo(lead.consent.transaction)}</dd>
          </div>
          <div>
            <dt>{t('inbox.consent-marketing')}</dt>
            <dd>{yesNo(lead.consent.marketing)}</dd>
          </div>
          <div>
            <dt>{t('inbox.consent-version')}</dt>
            <dd>{lead.consent.version ?? t('values.consent-not-shown')}</dd>
          </div>
          <div>
            <dt>{t('inbox.consent-at')}</dt>
            <dd>{formatDateTime(lead.consent.at, locale)} ({lead.consent.locale})</dd>
          </div>
        </dl>
      </section>

      <section className={qa.panel} aria-labelledby="lead-technical">
        <h2 id="lead-technical">{t('inbox.technical')}</h2>
        <dl className={styles.fields}>
          <div>
            <dt>{t('inbox.ip-hash')}</dt>
            <dd className={styles.mono}>{lead.ip_hash ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('inbox.user-agent')}</dt>
            <dd className={styles.mono}>{lead.user_agent ?? '—'}</dd>
          </div>
        </dl>
      </section>
    </WorkspacePage>
  );
}
