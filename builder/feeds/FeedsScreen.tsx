import { getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/format';
import { numberFormat } from '@/lib/format/intl-cache';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import type { FeedHeldBack, FeedRun, FeedSummary } from '@/lib/listings/sources/feeds';
import { FeedForm } from './FeedForm.client';
import { RefreshWhileRunning } from './RefreshWhileRunning.client';
import { RunNowButton } from './RunNowButton.client';
import styles from './styles.module.css';
import { DataTable, EmptyState, PageHeader } from '@/builder/shell/kit';

interface FeedsScreenProps {
  feeds: (FeedSummary & { runs: FeedRun[]; heldBack: FeedHeldBack | null })[];
  locale: Locale;
}

/**
 * /qa/feeds: the site's listing feeds, each in its panel with "Import now" and its latest
 * runs (dates in Québec time, as the activity log; on a phone the table scrolls inside its
 * panel, its start column kept in view), what the latest run to hold listings back kept off the
 * public site and by which rule, then a form to add one. Never shows a secret.
 */
export async function FeedsScreen({ feeds, locale }: FeedsScreenProps) {
  const t = await getTranslations({ locale, namespace: 'listingsEditor.feeds' });
  const ruleName = await getTranslations({ locale, namespace: 'qa.compliance.rules' });
  const seconds = numberFormat(localeInfo[locale].iso, { maximumFractionDigits: 1 });
  return (
    <>
      <PageHeader title={t('title')} lead={t('intro')} />
      {feeds.length === 0 ? <EmptyState title={t('empty')} /> : null}
      {feeds.some((feed) => feed.runs.some((run) => run.state === 'running')) ? <RefreshWhileRunning /> : null}
      {feeds.map((feed) => (
        <section key={feed.id} className={styles.feed} aria-labelledby={`feed-${feed.id}`}>
          <h2 id={`feed-${feed.id}`}>{feed.name}</h2>
          <p className={styles.meta}>
            {feed.kind === 'reso' ? t('kind-reso') : t('kind-demo')} · {t('every', { minutes: feed.interval_minutes })}
            {feed.kind === 'reso' ? ` · ${feed.url} · ${feed.client_id} · ${feed.has_secret ? t('secret-stored') : t('no-secret')}` : ''}
          </p>
          <RunNowButton feedId={feed.id} />
          <h3 id={`feed-${feed.id}-runs`} className={styles.runsTitle}>
            {t('runs')}
          </h3>
          {feed.runs.length === 0 ? (
            <p className={styles.muted}>{t('no-runs')}</p>
          ) : (
            // Scrolls sideways on a phone: focusable, so the keyboard scrolls it too.
            <div className={styles.tableWrap} role="group" aria-labelledby={`feed-${feed.id}-runs`} tabIndex={0}>
              <DataTable
                className={styles.table}
                rows={feed.runs}
                rowKey={(run) => run.id}
                columns={[
                  {
                    key: 'start',
                    header: t('col-start'),
                    cell: (run) => (
                      <>
                        <span className={styles.when}>{formatDateTime(run.started_at, locale)}</span>{' '}
                        <span className={styles.trigger}>{t(`trigger-${run.trigger}`)}</span>
                      </>
                    ),
                  },
                  { key: 'duration', header: t('col-duration'), className: styles.number, cell: (run) => (run.duration_ms === null ? '…' : `${seconds.format(run.duration_ms / 1000)} s`) },
                  { key: 'state', header: t('col-state'), className: (run) => (run.state === 'failed' ? styles.failed : undefined), cell: (run) => t(`state-${run.state}`) },
                  { key: 'added', header: t('col-added'), className: styles.number, cell: (run) => run.added },
                  { key: 'updated', header: t('col-updated'), className: styles.number, cell: (run) => run.updated },
                  { key: 'removed', header: t('col-removed'), className: styles.number, cell: (run) => run.removed },
                  { key: 'photos', header: t('col-photos'), className: styles.number, cell: (run) => run.photos },
                  { key: 'warnings', header: t('col-warnings'), className: styles.number, cellProps: (run) => ({ title: run.warning_messages.slice(0, 10).join('\n') }), cell: (run) => run.warnings },
                  { key: 'held-back', header: t('col-held-back'), className: styles.number, cell: (run) => run.held_back },
                  { key: 'error', header: t('col-error'), className: styles.error, cell: (run) => run.error ?? '' },
                ]}
              />
            </div>
          )}
          {feed.heldBack ? (
            <section aria-labelledby={`feed-${feed.id}-held-back`} data-testid="feed-held-back">
              <h3 id={`feed-${feed.id}-held-back`} className={styles.runsTitle}>
                {t('held-back-title', { date: formatDateTime(feed.heldBack.run.started_at, locale) })}
              </h3>
              <ul className={styles.heldBack}>
                {feed.heldBack.listings.map((item) => (
                  <li key={item.uls} data-rule={item.rule}>
                    <a href={`/qa/listings/${item.uls}?lang=${locale}`}>
                      {item.uls} · {item.street}
                    </a>
                    {' — '}
                    {ruleName(item.rule)}
                    {locale === 'fr' ? ' : ' : ': '}
                    {t(`held-back-reasons.${item.reason}`)}
                  </li>
                ))}
              </ul>
              {feed.heldBack.run.held_back > feed.heldBack.listings.length ? (
                <p className={styles.muted}>{t('held-back-more', { count: feed.heldBack.run.held_back - feed.heldBack.listings.length })}</p>
              ) : null}
            </section>
          ) : null}
        </section>
      ))}
      <FeedForm />
    </>
  );
}
