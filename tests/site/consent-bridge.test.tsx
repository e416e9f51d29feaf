// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsentLink } from '@/blocks/footer-block/ConsentLink.client';
import { bridgeConsentReady } from '@/lib/site/consent-bridge';
import { useSiteStore } from '@/stores/site';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  useSiteStore.getState().reset();
  delete window.__consentReady;
});

describe('bridgeConsentReady', () => {
  it('reports a tool that set the flag before the bridge', () => {
    const setReady = vi.fn();
    const target = Object.assign(new EventTarget(), { __consentReady: true });
    bridgeConsentReady(target as unknown as Window, setReady);
    expect(setReady).toHaveBeenCalledWith(true);
  });

  it('reports the consent:ready event until unsubscribed', () => {
    const setReady = vi.fn();
    const target = new EventTarget();
    const stop = bridgeConsentReady(target as unknown as Window, setReady);
    expect(setReady).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('consent:ready'));
    expect(setReady).toHaveBeenCalledTimes(1);
    stop();
    target.dispatchEvent(new Event('consent:ready'));
    expect(setReady).toHaveBeenCalledTimes(1);
  });

  it('sets the store flag from the window event', () => {
    const stop = bridgeConsentReady(window, useSiteStore.getState().setConsentReady);
    window.dispatchEvent(new Event('consent:ready'));
    expect(useSiteStore.getState().consentReady).toBe(true);
    stop();
  });
});

describe('ConsentLink', () => {
  let container: HTMLElement;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.appendChild(container);
  });
  afterEach(() => container.remove());

  it('renders nothing on the server and until the store says ready', async () => {
    expect(renderToStaticMarkup(<ConsentLink label="Gérer mes témoins" />)).toBe('');
    const root = createRoot(container);
    await act(async () => root.render(<ConsentLink label="Gérer mes témoins" />));
    expect(container.querySelector('button')).toBeNull();

    await act(async () => useSiteStore.getState().setConsentReady(true));
    const button = container.querySelector('button');
    expect(button?.textContent).toBe('Gérer mes témoins');

    const opened = vi.fn();
    window.addEventListener('consent:open', opened);
    await act(async () => button?.click());
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener('consent:open', opened);
    await act(async () => root.unmount());
  });
});
