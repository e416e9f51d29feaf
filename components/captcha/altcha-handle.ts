import type { CaptchaHandle } from '@/stores/captcha-handle';
import { CAPTCHA_ERRORS } from '@/lib/captcha/errors';

/** The parts of the <altcha-widget> element we use (altcha's AltchaWidgetElement). */
export interface AltchaElement extends HTMLElement {
  verify(): Promise<{ payload: string } | null>;
  reset(): void;
}

/** Loads the ALTCHA web component and mounts an invisible widget in container. */
export async function mountAltcha(container: HTMLElement, challengeUrl: string, language: string): Promise<{ handle: CaptchaHandle; unmount(): void }> {
  try {
    await import('altcha');
  } catch {
    throw new Error(CAPTCHA_ERRORS.scriptFailed);
  }
  const element = document.createElement('altcha-widget') as AltchaElement;
  element.setAttribute('challenge', challengeUrl);
  element.setAttribute('auto', 'off');
  element.setAttribute('display', 'invisible');
  element.setAttribute('name', 'recaptcha_response');
  element.setAttribute('language', language);
  container.appendChild(element);

  let pending: Promise<string> | null = null;
  const handle: CaptchaHandle = {
    getToken() {
      // Two quick submits share one proof of work rather than racing two.
      pending ??= element
        .verify()
        .then((result) => {
          if (!result?.payload) throw new Error(CAPTCHA_ERRORS.executeFailed);
          return result.payload;
        })
        .catch((error: unknown) => {
          pending = null;
          throw error instanceof Error && error.message === CAPTCHA_ERRORS.executeFailed ? error : new Error(CAPTCHA_ERRORS.executeFailed);
        });
      return pending;
    },
    reset() {
      pending = null;
      element.reset();
    },
  };
  return { handle, unmount: () => element.remove() };
}
