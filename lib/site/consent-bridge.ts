/**
 * The one place where the external consent tool (a CMS script tag, say) reaches the site
 * store. Contract with the tool:
 * - it sets `window.__consentReady = true` when loaded, or dispatches a window event
 *   `consent:ready` (either is enough; the flag covers a tool that loaded before the bridge);
 * - a click on the footer's consent link dispatches a window event `consent:open`, on which
 *   the tool opens its preferences.
 */
declare global {
  interface Window {
    __consentReady?: boolean;
  }
}

export const CONSENT_READY_EVENT = 'consent:ready';
export const CONSENT_OPEN_EVENT = 'consent:open';

type ConsentTarget = Pick<Window, 'addEventListener' | 'removeEventListener'> & { __consentReady?: boolean };

/** Calls setReady(true) now if the tool already said so, or when it does; returns the unsubscribe. */
export function bridgeConsentReady(target: ConsentTarget, setReady: (ready: boolean) => void): () => void {
  const onReady = () => setReady(true);
  target.addEventListener(CONSENT_READY_EVENT, onReady);
  if (target.__consentReady === true) setReady(true);
  return () => target.removeEventListener(CONSENT_READY_EVENT, onReady);
}
