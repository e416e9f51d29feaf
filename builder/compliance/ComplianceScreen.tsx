import type { ReactNode } from 'react';
import type { ComplianceReport } from '@/lib/compliance/report';
import { rules } from '@/lib/compliance/rules';
import { type Locale } from '@/lib/i18n/locales';
import { formatDateTime } from '@/lib/format';
import styles from '@/builder/account/styles.module.css';
import { reportWords } from './report-text';
import { DataTable, PageHeader, WorkspacePage } from '@/builder/shell/kit';
import { CellLabel } from '@/builder/account/CellLabel';
import { button } from '@/builder/shell/button';

interface ComplianceScreenProps {
  report: ComplianceReport;
  /** Every site (platform admin): the items name their site. */
  showSite: boolean;
  locale: Locale;
}

/**
 * /qa/compliance: per rule, its count of blocking items and warnings, then every item with the
 * page that fixes it, then the listings the feeds' latest imports held back and why.
 */
export function ComplianceScreen({ report, showSite, locale }: ComplianceScreenProps) {
  const { words, problem, rule, reason } = reportWords(locale);
  const held = words['held-back'];
  // A value after its column's name, which phones show in place of the header row.
  const labelled = (text: string, value: ReactNode) => (
    <>
      <CellLabel text={text} locale={locale} />
      {value}
    </>
  );
  return (
    <WorkspacePage locale={locale}>
      <PageHeader title={words.title} lead={words.intro} />
      <p>
        <a className={button('secondary')} href={`/api/editor/compliance/export?lang=${locale}`} download>
          {words.download}
        </a>
      </p>
      <DataTable
        className={styles.table}
        testId="compliance-counts"
        rows={report.counts}
        rowKey={(count) => count.rule}
        rowProps={(count) => ({ 'data-rule': count.rule })}
        columns={[
          {
            key: 'rule',
            header: words.rule,
            rowHeader: true,
            cell: (count) => (
              <>
                {rule(count.rule)}
                <br />
                <small className={styles.muted}>{rules.find((r) => r.id === count.rule)?.text[locale]}</small>
              </>
            ),
          },
          { key: 'block', header: words.block, cell: (count) => labelled(words.block, count.block) },
          { key: 'warn', header: words.warn, cell: (count) => labelled(words.warn, count.warn) },
        ]}
      />
      <DataTable
        className={styles.table}
        testId="compliance-items"
        rows={report.items}
        rowKey={(_, i) => i}
        rowProps={(item) => ({ 'data-rule': item.rule, 'data-severity': item.severity })}
        empty={<p className={styles.panel}>{words.none}</p>}
        columns={[
          showSite && { key: 'site', header: words.site, cell: (item) => labelled(words.site, item.siteName) },
          { key: 'rule', header: words.rule, cell: (item) => rule(item.rule) },
          { key: 'severity', header: words.severity, cell: (item) => labelled(words.severity, words[item.severity]) },
          { key: 'subject', header: words.subject, cell: (item) => labelled(words.subject, item.subject) },
          { key: 'problem', header: words.problem, cell: problem },
          { key: 'fix', header: words.fix, cell: (item) => <a href={`${item.fix}${item.fix.includes('?') ? '&' : '?'}lang=${locale}`}>{words.open}</a> },
        ]}
      />
      <section className={styles.section} aria-labelledby="held-back" data-testid="compliance-held-back">
        <h2 id="held-back">{held.title}</h2>
        <p className={styles.muted}>{held.intro}</p>
        <DataTable
          className={styles.table}
          rows={report.heldBack.items}
          rowKey={(item) => `${item.siteId}/${item.feed}/${item.uls}`}
          rowProps={(item) => ({ 'data-rule': item.rule })}
          empty={<p className={styles.panel}>{held.none}</p>}
          columns={[
            showSite && { key: 'site', header: words.site, cell: (item) => labelled(words.site, item.siteName) },
            {
              key: 'feed',
              header: held.feed,
              cell: (item) =>
                labelled(
                  held.feed,
                  <>
                    {item.feed}
                    <br />
                    <small className={styles.muted}>
                      {held.run} {formatDateTime(item.runAt, locale)}
                    </small>
                  </>,
                ),
            },
            {
              key: 'listing',
              header: held.listing,
              cell: (item) =>
                labelled(
                  held.listing,
                  <a href={`/qa/listings/${item.uls}?lang=${locale}`}>
                    {item.uls} · {item.street}
                  </a>,
                ),
            },
            { key: 'rule', header: words.rule, cell: (item) => rule(item.rule) },
            { key: 'reason', header: held.reason, cell: (item) => labelled(held.reason, reason(item.reason)) },
          ]}
        />
        {report.heldBack.total > report.heldBack.items.length ? (
          <p className={styles.muted}>{held.more.replace('{count}', String(report.heldBack.total - report.heldBack.items.length))}</p>
        ) : null}
      </section>
    </WorkspacePage>
  );
}
