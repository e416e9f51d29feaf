import { formatDateTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import type { JobRun, JobRunStatus } from '@/lib/jobs/runs';
import styles from './styles.module.css';
import { DataTable, EmptyState } from '@/builder/shell/kit';

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
      <DataTable
        className={styles.table}
        rows={runs}
        rowKey={(run) => run.id}
        empty={<EmptyState title={texts.empty} />}
        columns={[
          { key: 'job', header: texts.columns.job, cell: (run) => run.job },
          { key: 'status', header: texts.columns.status, cell: (run) => texts.status[run.status] },
          { key: 'started', header: texts.columns.started, cell: (run) => formatDateTime(run.started_at, locale) },
          { key: 'seconds', header: texts.columns.seconds, cell: (run) => (run.finished_at ? ((run.finished_at.getTime() - run.started_at.getTime()) / 1000).toFixed(1) : '') },
          { key: 'message', header: texts.columns.message, cell: (run) => run.message },
          { key: 'instance', header: texts.columns.instance, cell: (run) => run.instance },
        ]}
      />
    </section>
  );
}
