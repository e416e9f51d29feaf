import type { ComplianceReport } from '@/lib/compliance/report';
import { rules } from '@/lib/compliance/rules';
import { type Locale } from '@/lib/i18n/locales';
import { formatDateTime } from '@/lib/format';
import styles from '@/builder/account/styles.module.css';
import { reportWords } from './report-text';
import { PageHeader, TableScroll, WorkspacePage } from '@/builder/shell/kit';
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
  // A column's name inside its cell, shown where the header row is not (phones).
  const label = (text: string) => <span className={styles.cellLabel}>{`${text}${locale === 'fr' ? ' : ' : ': '}`}</span>;
  return (
    <WorkspacePage locale={locale}>
      <PageHeader title={words.title} lead={words.intro} />
      <p>
        <a className={button('secondary')} href={`/api/editor/compliance/export?lang=${locale}`} download>
          {words.download}
        </a>
      </p>
      <TableScroll>
        <table className={styles.table} data-testid="compliance-counts">
          <thead>
            <tr>
              <th scope="col">{words.rule}</th>
              <th scope="col">{words.block}</th>
              <th scope="col">{words.warn}</th>
            </tr>
          </thead>
          <tbody>
            {report.counts.map((count) => (
              <tr key={count.rule} data-rule={count.rule}>
                <th scope="row">
                  {rule(count.rule)}
                  <br />
                  <small className={styles.muted}>{rules.find((r) => r.id === count.rule)?.text[locale]}</small>
                </th>
                <td>
                  {label(words.block)}
                  {count.block}
                </td>
                <td>
                  {label(words.warn)}
                  {count.warn}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {report.items.length === 0 ? (
        <p className={styles.panel}>{words.none}</p>
      ) : (
        <TableScroll>
          <table className={styles.table} data-testid="compliance-items">
            <thead>
              <tr>
                {showSite ? <th scope="col">{words.site}</th> : null}
                <th scope="col">{words.rule}</th>
                <th scope="col">{words.severity}</th>
                <th scope="col">{words.subject}</th>
                <th scope="col">{words.problem}</th>
                <th scope="col">{words.fix}</th>
              </tr>
            </thead>
            <tbody>
              {report.items.map((item, i) => (
                <tr key={i} data-rule={item.rule} data-severity={item.severity}>
                  {showSite ? (
                    <td>
                      {label(words.site)}
                      {item.siteName}
                    </td>
                  ) : null}
                  <td>{rule(item.rule)}</td>
                  <td>
                    {label(words.severity)}
                    {words[item.severity]}
                  </td>
                  <td>
                    {label(words.subject)}
                    {item.subject}
                  </td>
                  <td>{problem(item)}</td>
                  <td>
                    <a href={`${item.fix}${item.fix.includes('?') ? '&' : '?'}lang=${locale}`}>{words.open}</a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <section aria-labelledby="held-back" data-testid="compliance-held-back">
        <h2 id="held-back">{held.title}</h2>
        <p className={styles.muted}>{held.intro}</p>
        {report.heldBack.items.length === 0 ? (
          <p className={styles.panel}>{held.none}</p>
        ) : (
          <TableScroll>
            <table className={styles.table}>
              <thead>
                <tr>
                  {showSite ? <th scope="col">{words.site}</th> : null}
                  <th scope="col">{held.feed}</th>
                  <th scope="col">{held.listing}</th>
                  <th scope="col">{words.rule}</th>
                  <th scope="col">{held.reason}</th>
                </tr>
              </thead>
              <tbody>
                {report.heldBack.items.map((item) => (
                  <tr key={`${item.siteId}/${item.feed}/${item.uls}`} data-rule={item.rule}>
                    {showSite ? (
                      <td>
                        {label(words.site)}
                        {item.siteName}
                      </td>
                    ) : null}
                    <td>
                      {label(held.feed)}
                      {item.feed}
                      <br />
                      <small className={styles.muted}>
                        {held.run} {formatDateTime(item.runAt, locale)}
                      </small>
                    </td>
                    <td>
                      {label(held.listing)}
                      <a href={`/qa/listings/${item.uls}?lang=${locale}`}>
                        {item.uls} · {item.street}
                      </a>
                    </td>
                    <td>{rule(item.rule)}</td>
                    <td>
                      {label(held.reason)}
                      {reason(item.reason)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        {report.heldBack.total > report.heldBack.items.length ? (
          <p className={styles.muted}>{held.more.replace('{count}', String(report.heldBack.total - report.heldBack.items.length))}</p>
        ) : null}
      </section>
    </WorkspacePage>
  );
}
