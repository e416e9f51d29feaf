'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Rendered while a run is in progress: the screen refreshes every few seconds, so the run's
 * row moves from "running" to its outcome and counts without a reload (a first load can take
 * minutes; "Run now" refreshes once only). Gone once no run is in progress; stops after half an
 * hour on one page (a run left "running" by a process that died stays so until the next run).
 */
export function RefreshWhileRunning({ everyMs = 2000, forMs = 30 * 60_000 }: { everyMs?: number; forMs?: number }) {
  const router = useRouter();
  useEffect(() => {
    const until = Date.now() + forMs;
    const timer = setInterval(() => {
      if (Date.now() > until) clearInterval(timer);
      else router.refresh();
    }, everyMs);
    return () => clearInterval(timer);
  }, [router, everyMs, forMs]);
  return null;
}
