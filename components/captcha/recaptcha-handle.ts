import type { CaptchaHandle } from '@/stores/captcha-handle';
import { CAPTCHA_ERRORS } from '@/lib/captcha/errors';

interface Grecaptcha {
  ready(callback: () => void): void;
  render(container: HTMLElement, options: Record<string, unknown>): number;
  execute(widgetId: number): void;
  reset(widgetId: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit';

function loadScript(): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    const done = () => (window.grecaptcha ? window.grecaptcha.ready(() => resolve(window.grecaptcha!)) : reject(new Error(CAPTCHA_ERRORS.scriptFailed)));
    if (window.grecaptcha) return done();
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = done;
    script.onerror = () => reject(new Error(CAPTCHA_ERRORS.scriptFailed));
    document.head.appendChild(script);
  });
}

/** Google reCAPTCHA v2 invisible (spec 000 defaults: version 2, invisible size). */
export async function mountRecaptcha(container: HTMLElement, siteKey: string, version: number | undefined): Promise<{ handle: CaptchaHandle; unmount(): void }> {
  if (!siteKey) throw new Error(CAPTCHA_ERRORS.noKey);
  if (!version) throw new Error(CAPTCHA_ERRORS.noVersion);
  const grecaptcha = await loadScript();
  let waiting: { resolve(token: string): void; reject(error: Error): void } | null = null;
  const widgetId = grecaptcha.render(container, {
    sitekey: siteKey,
    size: 'invisible',
    callback: (token: string) => waiting?.resolve(token),
    'error-callback': () => waiting?.reject(new Error(CAPTCHA_ERRORS.executeFailed)),
    'expired-callback': () => grecaptcha.reset(widgetId),
  });
  const handle: CaptchaHandle = {
    getToken: () =>
      new Promise<string>((resolve, reject) => {
        waiting = { resolve, reject };
        try {
          grecaptcha.execute(widgetId);
        } catch {
          reject(new Error(CAPTCHA_ERRORS.executeFailed));
        }
      }),
    reset: () => grecaptcha.reset(widgetId),
  };
  return { handle, unmount: () => container.replaceChildren() };
}
