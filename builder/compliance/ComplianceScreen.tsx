import type { ComplianceReport } from '@/lib/compliance/report';
import { rules } from '@/lib/compliance/rules';
import { type Locale } from '@/lib/i18n/locales';
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

/** /qa/compliance: per rule, its count of blocking items and warnings, then every item with the page that fixes it. */
export function ComplianceScreen({ report, showSite, locale }: ComplianceScreenProps) {
  const { words, problem, rule } = reportWords(locale);
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
    </WorkspacePage>
  );
}
