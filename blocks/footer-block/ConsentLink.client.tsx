'use client';

import { CONSENT_OPEN_EVENT } from '@/lib/site/consent-bridge';
import { useSiteStore } from '@/stores/site';

/**
 * The consent-management link shows only once the consent tool is ready: the store's
 * consentReady flag, which lib/site/consent-bridge.ts sets from the tool's signal.
 * A click asks the tool to open its preferences (window event `consent:open`).
 */
export function ConsentLink({ label, className }: { label: string; className?: string }) {
  const ready = useSiteStore((state) => state.consentReady);
  if (!ready) return null;
  return (
    <button type="button" className={className} onClick={() => window.dispatchEvent(new Event(CONSENT_OPEN_EVENT))}>
      {label}
    </button>
  );
}
