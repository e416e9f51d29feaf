'use client';

import { useSyncExternalStore } from 'react';

/**
 * The consent-management link shows only once a consent tool is ready. Contract with
 * the tool (a script tag from the CMS, for instance):
 * - it sets `window.__consentReady = true` when loaded, or dispatches a window event
 *   `consent:ready` (either is enough; the flag covers a tool that loaded first);
 * - a click on the link dispatches a window event `consent:open`, on which the tool
 *   opens its preferences.
 */
declare global {
  interface Window {
    __consentReady?: boolean;
  }
}

let announced = false;

function subscribe(onChange: () => void): () => void {
  const onReady = () => {
    announced = true;
    onChange();
  };
  window.addEventListener('consent:ready', onReady);
  return () => window.removeEventListener('consent:ready', onReady);
}

const isReady = () => announced || window.__consentReady === true;
const notReadyOnServer = () => false;

export function ConsentLink({ label, className }: { label: string; className?: string }) {
  const ready = useSyncExternalStore(subscribe, isReady, notReadyOnServer);
  if (!ready) return null;
  return (
    <button type="button" className={className} onClick={() => window.dispatchEvent(new Event('consent:open'))}>
      {label}
    </button>
  );
}
