'use client';

import { useCallback, useEffect, useId } from 'react';
import { useCaptchaRequests } from '@/stores/captcha-requests';
import { useCaptchaHandle } from '@/stores/captcha-handle';
import { CAPTCHA_ERRORS } from '@/lib/captcha/errors';

export interface CaptchaToken {
  /** True once the page's captcha widget is loaded: keep submit disabled until then. */
  ready: boolean;
  /** A single-use token for `recaptcha_response`; call it right before submitting. */
  getToken(): Promise<string>;
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
  const getToken = useCallback(async () => {
    const handle = useCaptchaHandle.getState().handle;
    if (!handle) throw new Error(CAPTCHA_ERRORS.uninitialised);
    return handle.getToken();
  }, []);
  const reset = useCallback(() => useCaptchaHandle.getState().handle?.reset(), []);
  return { ready, getToken, reset };
}
