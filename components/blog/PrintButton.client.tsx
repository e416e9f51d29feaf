'use client';

import type { ReactNode } from 'react';

/** The share bar's print action. */
export function PrintButton({ className, label, children }: { className?: string; label: string; children: ReactNode }) {
  return (
    <button type="button" className={className} aria-label={label} title={label} onClick={() => window.print()}>
      {children}
    </button>
  );
}
