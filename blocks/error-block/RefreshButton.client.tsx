'use client';

import type { ReactNode } from 'react';

/** Reloads the page: the 403 action (a permissions error may be gone on a new request). */
export function RefreshButton({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <button type="button" className={className} onClick={() => window.location.reload()}>
      {children}
    </button>
  );
}
