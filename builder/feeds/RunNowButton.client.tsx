'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { runFeedNow } from './feeds-api';
import styles from './styles.module.css';
import { button } from '@/builder/shell/button';

type Outcome = { kind: 'idle' | 'started' | 'running' } | { kind: 'error'; message: string };

/**
 * Starts an import now and says what the server did: started, or the feed was already
 * running (that run goes on); the runs table refreshes shortly after to show it.
 */
export function RunNowButton({ feedId }: { feedId: number }) {
  const t = useTranslations('listingsEditor.feeds');
  const router = useRouter();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const message =
    outcome.kind === 'started' ? t('run-started') : outcome.kind === 'running' ? t('run-running') : outcome.kind === 'error' ? t('error', { message: outcome.message }) : '';
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={button('secondary')}
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          const result = await runFeedNow(feedId);
          setOutcome(result.ok ? { kind: 'started' } : result.code === 'feed_running' ? { kind: 'running' } : { kind: 'error', message: result.message });
          setBusy(false);
          setTimeout(() => router.refresh(), 1500);
        }}
      >
        {t('run-now')}
      </button>
      <span role="status" className={outcome.kind === 'error' ? styles.failed : styles.muted}>
        {message}
      </span>
    </div>
  );
}
