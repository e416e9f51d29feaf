import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { formatDateLong, formatDateTime } from '@/lib/format/date';
import type { Locale } from '@/lib/i18n/locales';
import { myDataPaths } from '@/lib/i18n/routes';
import type { MyDataPageData } from '@/lib/my-data/page-data';
import styles from './styles.module.css';
import sheet from '@/components/page/sheet.module.css';

type Loaded = Extract<MyDataPageData, { ok: true }>;

function Table({ caption, head, rows, empty }: { caption: string; head: string[]; rows: ReactNode[][]; empty: string }) {
  return (
    <section className={sheet.card} aria-label={caption}>
      <h2>{caption}</h2>
      {rows.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                {head.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) => (
                    <td key={j}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * Everything the site holds for the link's address, its JSON and CSV downloads, and the
 * erasure form (a POST: mail scanners open links and must erase nothing). `erasure` is the
 * outcome the erasure endpoint redirected back with ('3-1': searches removed, leads queued).
 */
export async function MyDataView({ locale, token, micrositeId, loaded, erasure }: { locale: Locale; token: string; micrositeId: string; loaded: Loaded; erasure: string }) {
  const t = await getTranslations({ locale, namespace: 'myData.page' });
  const { data } = loaded;
  const api = `/api/swc/${encodeURIComponent(micrositeId)}/my-data`;
  const download = (format: 'json' | 'csv') => `${api}/export?t=${encodeURIComponent(token)}&format=${format}&locale=${locale}`;
  const receipt = /^(\d+)-(\d+)$/.exec(erasure);
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  return (
    <>
      <div className={sheet.card}>
        <h1 className={sheet.title}>{t('view-title', { site: data.site.name })}</h1>
        <p>{t('view-intro', { email: data.email })}</p>
        <div className={styles.actions}>
          <a className="btn btn--secondary" href={download('json')} download data-testid="my-data-json">
            {t('download-json')}
          </a>
          <a className="btn btn--secondary" href={download('csv')} download data-testid="my-data-csv">
            {t('download-csv')}
          </a>
        </div>
      </div>
      <Table
        caption={t('leads-title')}
        head={[t('col-date'), t('col-form'), t('col-message')]}
        rows={data.leads.map((lead) => [formatDateTime(lead.created_at, locale), t(`form-${lead.form_type as 'contact_form'}`), lead.message ?? ''])}
        empty={t('nothing')}
      />
      <Table
        caption={t('searches-title')}
        head={[t('col-date'), t('col-status'), t('col-frequency'), t('col-criteria')]}
        rows={data.saved_searches.map((search) => [formatDateTime(search.created_at, locale), search.status, search.frequency, JSON.stringify(search.criteria)])}
        empty={t('nothing')}
      />
      <Table
        caption={t('consents-title')}
        head={[t('col-date'), t('col-consent'), t('col-status')]}
        rows={data.consents.map((consent) => [formatDateTime(consent.at, locale), consent.text ?? t(`consent-${consent.kind}`), yesNo(consent.given)])}
        empty={t('nothing')}
      />
      <Table
        caption={t('emails-title')}
        head={[t('col-date'), t('col-subject'), t('col-status')]}
        rows={data.emails.map((email) => [formatDateTime(email.created_at, locale), email.subject ?? t(`email-kind-${email.kind}`), email.status])}
        empty={t('nothing')}
      />
      <section className={sheet.card} aria-labelledby="erasure-title">
        <h2 id="erasure-title">{t('erasure-title')}</h2>
        {receipt ? (
          <p role="status" data-testid="erasure-receipt">
            {t('erasure-requested', { searches: Number(receipt[1]), leads: Number(receipt[2]) })}
          </p>
        ) : null}
        {loaded.openErasure ? <p>{t('erasure-pending', { date: formatDateLong(loaded.openErasure.dueAt, locale) })}</p> : null}
        <p>{t('erasure-intro')}</p>
        <form method="post" action={`${api}/erasure`}>
          <input type="hidden" name="t" value={token} />
          <input type="hidden" name="locale" value={locale} />
          {erasure === 'confirm-required' ? (
            <p role="alert" className={styles.error}>
              {t('erasure-confirm-required')}
            </p>
          ) : null}
          <p>
            <label className={styles.check}>
              <input type="checkbox" name="confirm" required />
              {t('erasure-confirm')}
            </label>
          </p>
          <p>
            <button type="submit" className="btn btn--primary">
              {t('erasure-button')}
            </button>
          </p>
        </form>
      </section>
      <p>
        <Link href={myDataPaths[locale]}>{t('request-again')}</Link>
      </p>
    </>
  );
}
