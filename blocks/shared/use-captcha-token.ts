'use client';

import { useCallback, useEffect, useId } from 'react';
import { useCaptchaRequests } from '@/stores/captcha-requests';
import { useCaptchaHandle, type CaptchaHandle } from '@/stores/captcha-handle';
import { CAPTCHA_ERRORS } from '@/lib/captcha/errors';

export interface CaptchaToken {
  /** True once the page's captcha widget is loaded: keep submit disabled until then. */
  ready: boolean;
  /**
   * A single-use token for `recaptcha_response`; call it right before submitting. `waitMs`
   * lets a form that cannot disable its button (a dialog opened before the widget loaded)
   * wait for the widget that long before it answers "uninitialised".
   */
  getToken(waitMs?: number): Promise<string>;
  /** Call after each submit: the next getToken() solves a new challenge. */
  reset(): void;
}

/**
 * For a form: requests the captcha widget while the form is mounted (spec 000 §4: the
 * widget shows only while someone requested it) and gives access to its tokens.
 */
export function useCaptchaToken(id?: string): CaptchaToken {
  const generated = useId();
  const requester = id ?? `captcha${generated}`;
  useEffect(() => {
    const { request, release } = useCaptchaRequests.getState();
    request(requester);
    return () => release(requester);
  }, [requester]);

  const ready = useCaptchaHandle((state) => state.handle !== null);
  const getToken = useCallback(async (waitMs = 0) => {
    const handle = useCaptchaHandle.getState().handle ?? (await mountedHandle(waitMs));
    if (!handle) throw new Error(CAPTCHA_ERRORS.uninitialised);
    return handle.getToken();
  }, []);
  const reset = useCallback(() => useCaptchaHandle.getState().handle?.reset(), []);
  return { ready, getToken, reset };
}

/** The widget's handle once it registers, or null after `waitMs`. */
function mountedHandle(waitMs: number): Promise<CaptchaHandle | null> {
  if (waitMs <= 0) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      unsubscribe();
      resolve(null);
    }, waitMs);
    const unsubscribe = useCaptchaHandle.subscribe((state) => {
      if (!state.handle) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(state.handle);
    });
  });
}
