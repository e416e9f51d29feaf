// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { mountRecaptcha } from '@/components/captcha/recaptcha-handle';

/**
 * Issue 18, spec 000 section 8 "Captcha": the client errors, with the spec's messages (written
 * out here, not imported): no key, no version, the script failing to load, the callback error.
 */
interface RenderOptions {
  callback(token: string): void;
  'error-callback'(): void;
}

function fakeGrecaptcha() {
  const state: { options: RenderOptions | null; resets: number } = { options: null, resets: 0 };
  window.grecaptcha = {
    ready: (callback) => callback(),
    render: (_container, options) => {
      state.options = options as unknown as RenderOptions;
      return 1;
    },
    execute: () => undefined,
    reset: () => void state.resets++,
  };
  return state;
}

afterEach(() => {
  delete window.grecaptcha;
  document.head.replaceChildren();
});

describe('reCAPTCHA client errors', () => {
  it('no site key: "ReCaptcha error: No key provided"', async () => {
    await expect(mountRecaptcha(document.createElement('div'), '', 2)).rejects.toThrow('ReCaptcha error: No key provided');
  });

  it('no version: "No version provided"', async () => {
    await expect(mountRecaptcha(document.createElement('div'), 'key', undefined)).rejects.toThrow('No version provided');
  });

  it('the script cannot load (no network): "ReCaptcha error: Failed to load script"', async () => {
    const mounted = mountRecaptcha(document.createElement('div'), 'key', 2);
    const script = document.head.querySelector('script');
    expect(script?.getAttribute('src')).toMatch(/^https:\/\/www\.google\.com\/recaptcha\/api\.js/);
    script?.dispatchEvent(new Event('error'));
    await expect(mounted).rejects.toThrow('ReCaptcha error: Failed to load script');
  });

  it('the widget reports an error while getting a token: "Failed to execute"', async () => {
    const state = fakeGrecaptcha();
    const { handle } = await mountRecaptcha(document.createElement('div'), 'key', 2);
    const token = handle.getToken();
    state.options?.['error-callback']();
    await expect(token).rejects.toThrow('Failed to execute');
  });

  it('a token is handed over, and the widget can be reset for the next submission', async () => {
    const state = fakeGrecaptcha();
    const { handle } = await mountRecaptcha(document.createElement('div'), 'key', 2);
    const token = handle.getToken();
    state.options?.callback('tok-123');
    await expect(token).resolves.toBe('tok-123');
    handle.reset();
    expect(state.resets).toBe(1);
  });
});
