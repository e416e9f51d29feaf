// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCaptchaHandle } from '@/stores/captcha-handle';
import { CAPTCHA_ERRORS } from '@/lib/captcha/errors';
import { useCaptchaToken, type CaptchaToken } from '@/blocks/shared/use-captcha-token';
import { useCaptchaRequests } from '@/stores/captcha-requests';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const seen: { latest: CaptchaToken | null } = { latest: null };
function Form({ id, onRender = (token) => (seen.latest = token) }: { id: string; onRender?: (token: CaptchaToken) => void }) {
  onRender(useCaptchaToken(id));
  return null;
}

let container: HTMLElement;
beforeEach(() => {
  useCaptchaRequests.setState({ active: [], isVisible: false });
  useCaptchaHandle.setState({ handle: null });
  container = document.createElement('div');
  document.body.appendChild(container);
});
afterEach(() => container.remove());

describe('useCaptchaToken', () => {
  it('requests the captcha while the form is mounted and releases it after', async () => {
    const root = createRoot(container);
    await act(async () => root.render(<Form id="contact-form" />));
    expect(useCaptchaRequests.getState()).toMatchObject({ active: ['contact-form'], isVisible: true });
    await act(async () => root.unmount());
    expect(useCaptchaRequests.getState()).toMatchObject({ active: [], isVisible: false });
  });

  it('is not ready and refuses tokens until a widget is mounted (spec: submit before init)', async () => {
    const root = createRoot(container);
    await act(async () => root.render(<Form id="alert-form" />));
    expect(seen.latest?.ready).toBe(false);
    await expect(seen.latest!.getToken()).rejects.toThrow(CAPTCHA_ERRORS.uninitialised);

    let resets = 0;
    await act(async () => useCaptchaHandle.getState().setHandle({ getToken: async () => 'token-1', reset: () => (resets += 1) }));
    expect(seen.latest?.ready).toBe(true);
    await expect(seen.latest!.getToken()).resolves.toBe('token-1');
    seen.latest!.reset();
    expect(resets).toBe(1);
    await act(async () => root.unmount());
  });

  it('waits for a widget that mounts after the submit when the form asks it to, and no longer than asked', async () => {
    const root = createRoot(container);
    await act(async () => root.render(<Form id="save-search" />));
    await expect(seen.latest!.getToken(20)).rejects.toThrow(CAPTCHA_ERRORS.uninitialised);
    const pending = seen.latest!.getToken(5_000);
    await act(async () => useCaptchaHandle.getState().setHandle({ getToken: async () => 'late-token', reset: () => undefined }));
    await expect(pending).resolves.toBe('late-token');
    await act(async () => root.unmount());
  });
});
