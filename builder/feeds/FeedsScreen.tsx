import { getTranslations } from 'next-intl/server';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import type { FeedRun, FeedSummary } from '@/lib/listings/sources/feeds';
import { FeedForm } from './FeedForm.client';
import { RefreshWhileRunning } from './RefreshWhileRunning.client';
import { RunNowButton } from './RunNowButton.client';
import styles from './styles.module.css';

interface FeedsScreenProps {
  feeds: (FeedSummary & { runs: FeedRun[] })[];
  locale: Locale;
}

/** /qa/feeds: the site's listing feeds, their runs, a form to add one. Never shows a secret. */
export async function FeedsScreen({ feeds, locale }: FeedsScreenProps) {
  const t = await getTranslations({ locale, namespace: 'listingsEditor.feeds' });
  const when = new Intl.DateTimeFormat(localeInfo[locale].iso, { timeZone: 'America/Montreal', dateStyle: 'short', timeStyle: 'medium' });
  const seconds = new Intl.NumberFormat(localeInfo[locale].iso, { maximumFractionDigits: 1 });
  return (
    <>
      <h1>{t('title')}</h1>
      <p className={styles.muted}>{t('intro')}</p>
      {feeds.length === 0 ? <p>{t('empty')}</p> : null}
      {feeds.some((feed) => feed.runs.some((run) => run.state === 'running')) ? <RefreshWhileRunning /> : null}
      {feeds.map((feed) => (
        <section key={feed.id} className={styles.feed} aria-labelledby={`feed-${feed.id}`}>
          <h2 id={`feed-${feed.id}`}>{feed.name}</h2>
          <p className={styles.muted}>
            {feed.kind === 'reso' ? t('kind-reso') : t('kind-demo')} · {t('every', { minutes: feed.interval_minutes })}
            {feed.kind === 'reso' ? ` · ${feed.url} · ${feed.client_id} · ${feed.has_secret ? t('secret-stored') : t('no-secret')}` : ''}
          </p>
          <RunNowButton feedId={feed.id} />
          <h3>{t('runs')}</h3>
          {feed.runs.length === 0 ? (
            <p>{t('no-runs')}</p>
          ) : (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    {(['col-start', 'col-duration', 'col-state', 'col-added', 'col-updated', 'col-removed', 'col-photos', 'col-warnings', 'col-error'] as const).map((c) => (
                      <th key={c} scope="col">
                        {t(c)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {feed.runs.map((run) => (
                    <tr key={run.id}>
                      <td>
                        {when.format(new Date(run.started_at))} ({t(`trigger-${run.trigger}`)})
                      </td>
                      <td>{run.duration_ms === null ? '…' : `${seconds.format(run.duration_ms / 1000)} s`}</td>
                      <td className={run.state === 'failed' ? styles.failed : undefined}>{t(`state-${run.state}`)}</td>
                      <td>{run.added}</td>
                      <td>{run.updated}</td>
                      <td>{run.removed}</td>
                      <td>{run.photos}</td>
                      <td title={run.warning_messages.slice(0, 10).join('\n')}>{run.warnings}</td>
                      <td>{run.error ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ))}
      <FeedForm />
    </>
  );
}
