import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { LEAD_FORM_TYPES } from '@/lib/leads/payloads';
import type { LeadFilters as Filters } from '@/lib/leads/queries';
import { recipientParam } from '@/lib/leads/inbox-filters';
import type { LeadRecipient } from '@/lib/leads/recipients';
import qa from '@/builder/shell/styles.module.css';
import { button, kitClass } from '@/builder/shell/button';

/** A plain GET form: the filters live in the URL (?type=&from=&to=), shareable and bookmarkable. */
export async function LeadFilters({ filters, locale, recipients = [] }: { filters: Filters; locale: Locale; recipients?: Pick<LeadRecipient, 'type' | 'slug' | 'name'>[] }) {
  const t = await getTranslations({ locale, namespace: 'leads' });
  return (
    <form method="get" className={kitClass.toolbar} aria-label={t('inbox.filters')}>
      <label className={qa.field}>
        {t('inbox.form-type')}
        <select name="type" defaultValue={filters.formType ?? ''} className={qa.input}>
          <option value="">{t('inbox.all-types')}</option>
          {LEAD_FORM_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`form-types.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={qa.field}>
        {t('inbox.from')}
        <input type="date" name="from" defaultValue={filters.from ?? ''} className={qa.input} />
      </label>
      <label className={qa.field}>
        {t('inbox.to')}
        <input type="date" name="to" defaultValue={filters.to ?? ''} className={qa.input} />
      </label>
      <label className={qa.field}>
        {t('inbox.recipient')}
        <select name="recipient" defaultValue={recipientParam(filters.recipient) ?? ''} className={qa.input}>
          <option value="">{t('inbox.all-recipients')}</option>
          <option value="site">{t('inbox.default-recipient')}</option>
          {recipients.map((r) => (
            <option key={`${r.type}:${r.slug}`} value={`${r.type}:${r.slug}`}>
              {r.name} ({t(`recipient-types.${r.type}`)})
            </option>
          ))}
        </select>
      </label>
      <input type="hidden" name="lang" value={locale} />
      <button type="submit" className={button('secondary')}>
        {t('inbox.apply')}
      </button>
    </form>
  );
}
