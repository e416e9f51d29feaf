// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { ConsentBannerClient, type ConsentTexts } from '@/components/site/consent/ConsentBanner.client';
import { CONSENT_OPEN_EVENT } from '@/lib/site/consent-bridge';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const tool = vi.hoisted(() => ({ run: vi.fn(async () => undefined), showPreferences: vi.fn() }));
vi.mock('vanilla-cookieconsent', () => tool);

const texts = (): ConsentTexts => ({
  title: 'Cookies',
  description: 'd',
  revision: 'r',
  acceptAll: 'Accept all',
  refuseAll: 'Refuse all',
  choose: 'Choose',
  save: 'Save',
  close: 'Close',
  preferencesTitle: 'Cookie settings',
  preferencesIntro: 'i',
  moreTitle: 'm',
  moreDescription: 'm',
  categories: {},
});

/** The props as the site layout's server render sends them: new objects on every render. */
const props = () => ({ categories: ['statistics' as const], revision: 1, locale: 'en' as const, texts: texts(), endpoint: null });

describe('consent banner island: the footer link opens the preferences', () => {
  it('once the tool is ready, whatever React does with the banner afterwards', async () => {
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<ConsentBannerClient {...props()} />));
    await vi.waitFor(() => expect(window.__consentReady).toBe(true));
    expect(tool.run).toHaveBeenCalledTimes(1);

    // The layout renders again (a refresh of its payload): same texts, new objects. A click
    // on "Cookie settings" right then still opens the panel.
    await act(async () => root.render(<ConsentBannerClient {...props()} />));
    window.dispatchEvent(new Event(CONSENT_OPEN_EVENT));
    expect(tool.showPreferences).toHaveBeenCalledTimes(1);

    // The tool (its bar, its cookie) stays in the document when the island goes: so does the link's answer.
    await act(async () => root.unmount());
    window.dispatchEvent(new Event(CONSENT_OPEN_EVENT));
    expect(tool.showPreferences).toHaveBeenCalledTimes(2);
    // One tool per document: it is run once.
    expect(tool.run).toHaveBeenCalledTimes(1);
  });
});
