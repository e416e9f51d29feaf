'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { runFeedNow } from './feeds-api';

/** Starts an import now; the runs table refreshes shortly after to show it. */
export function RunNowButton({ feedId }: { feedId: number }) {
  const t = useTranslations('listingsEditor.feeds');
  const router = useRouter();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <span>
      <button
        type="button"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          const result = await runFeedNow(feedId);
          setMessage(result.ok ? t('run-started') : t('error', { message: result.message }));
          setBusy(false);
          setTimeout(() => router.refresh(), 1500);
        }}
      >
        {t('run-now')}
      </button>{' '}
      <span role="status">{message}</span>
    </span>
  );
}
