import { formatDateTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import type { JobRun, JobRunStatus } from '@/lib/jobs/runs';
import styles from './styles.module.css';
import { EmptyState, TableScroll } from '@/builder/shell/kit';

export interface JobRunsTexts {
  heading: string;
  intro: string;
  empty: string;
  columns: { job: string; status: string; started: string; seconds: string; message: string; instance: string };
  status: Record<JobRunStatus, string>;
}

/** The last runs of the background jobs (job_runs), for platform admins: they span every site. */
export function JobRuns({ runs, locale, texts }: { runs: JobRun[]; locale: Locale; texts: JobRunsTexts }) {
  return (
    <section className={styles.card} aria-labelledby="job-runs-heading">
      <h2 id="job-runs-heading">{texts.heading}</h2>
      <p className={styles.muted}>{texts.intro}</p>
      {runs.length === 0 ? (
        <EmptyState title={texts.empty} />
      ) : (
        <TableScroll>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{texts.columns.job}</th>
                <th>{texts.columns.status}</th>
                <th>{texts.columns.started}</th>
                <th>{texts.columns.seconds}</th>
                <th>{texts.columns.message}</th>
                <th>{texts.columns.instance}</th>
              </tr>
            </thead>
            <tbody>
              {runs.map((run) => (
                <tr key={run.id}>
                  <td>{run.job}</td>
                  <td>{texts.status[run.status]}</td>
                  <td>{formatDateTime(run.started_at, locale)}</td>
                  <td>{run.finished_at ? ((run.finished_at.getTime() - run.started_at.getTime()) / 1000).toFixed(1) : ''}</td>
                  <td>{run.message}</td>
                  <td>{run.instance}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
