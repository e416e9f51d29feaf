import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { requireEntry } from '@/builder/shell/require-entry';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { getDb } from '@/lib/db';
import { describeMachine } from '@/lib/inspection/describe-machine';
import { listRecentRuns } from '@/lib/jobs/runs';
import { machineRegistry } from '@/machines';
import { loadMessages } from '@/locales';
import { JobRuns } from './JobRuns';
import { LiveMachines } from './LiveMachines.client';
import { MachineCard } from './MachineCard';
import styles from './styles.module.css';
import { PageHeader, WorkspacePage } from '@/builder/shell/kit';

interface MachinesPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: MachinesPageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await getQaLocale(await searchParams), namespace: 'editor.machines' });
  return { title: t('title') };
}

/**
 * /qa/machines: every XState machine of the project with the states and events read from
 * its definition, the live state of the machines of a page open in another tab, and the
 * last runs of the background jobs (they span every site: the screen is platform admins' only).
 */
export default async function MachinesPage({ searchParams }: MachinesPageProps) {
  await requireEntry('machines');
  const locale = await getQaLocale(await searchParams);
  const t = await getTranslations({ locale, namespace: 'editor.machines' });
  const machines = machineRegistry.map((entry) => ({ entry, description: describeMachine(entry.machine) }));
  const runs = await listRecentRuns(await getDb(), 30);

  return (
    <WorkspacePage locale={locale}>
      <PageHeader title={t('title')} lead={t('intro')} />
      <NextIntlClientProvider locale={locale} messages={{ editor: { machines: loadMessages(locale).editor.machines } }}>
        <LiveMachines labels={Object.fromEntries(machineRegistry.map((entry) => [entry.machine.id, entry.label[locale]]))} />
      </NextIntlClientProvider>
      {runs && (
        <JobRuns
          runs={runs}
          locale={locale}
          texts={{
            heading: t('jobs-heading'),
            intro: t('jobs-intro'),
            empty: t('jobs-empty'),
            columns: { job: t('col-job'), status: t('col-status'), started: t('col-started'), seconds: t('col-seconds'), message: t('col-message'), instance: t('col-instance') },
            status: { running: t('status-running'), ok: t('status-ok'), failed: t('status-failed'), stopped: t('status-stopped') },
          }}
        />
      )}
      <div className={styles.grid}>
        {machines.map(({ entry, description }) => (
          <MachineCard
            key={entry.file}
            label={entry.label[locale]}
            summary={entry.description[locale]}
            description={description}
            texts={{ states: t('states'), events: t('events'), initial: t('initial'), final: t('final'), none: t('none') }}
          />
        ))}
      </div>
    </WorkspacePage>
  );
}
