// The consent tool with its styles, in one chunk the banner imports on demand: a site without
// tags needing consent downloads neither (a CSS import in the banner's own file would put the
// tool's 30 KB stylesheet on every public page).
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent-theme.css';
import { run, showPreferences, type CookieConsentConfig } from 'vanilla-cookieconsent';
import { CONSENT_OPEN_EVENT, CONSENT_READY_EVENT } from '@/lib/site/consent-bridge';

let started: Promise<void> | null = null;

/**
 * Runs the tool once per document and, from then on, opens its preferences when the footer's
 * consent link asks (lib/site/consent-bridge.ts). The tool is one per document (it ignores a
 * second run), so the listener lives as long as it does, not as long as the component that
 * started it: a banner component re-rendered or unmounted by React must not leave the link,
 * shown once the tool is ready, answering nothing.
 */
export function startConsentTool(config: CookieConsentConfig): Promise<void> {
  started ??= run(config).then(() => {
    window.addEventListener(CONSENT_OPEN_EVENT, () => showPreferences());
    window.__consentReady = true;
    window.dispatchEvent(new Event(CONSENT_READY_EVENT));
  });
  return started;
}
