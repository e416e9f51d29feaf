'use client';

import { useEffect, useRef } from 'react';
import type { CaptchaClientConfig } from '@/lib/captcha/client-config';
import { useCaptchaRequests } from '@/stores/captcha-requests';
import { mountAltcha } from './altcha-handle';
import { useCaptchaHandle } from '@/stores/captcha-handle';
import { mountRecaptcha } from './recaptcha-handle';

interface CaptchaWidgetProps {
  /** From captchaClientConfig(site) on the server. */
  config: CaptchaClientConfig;
  /** Page language, for the widget's own texts. */
  locale?: 'fr' | 'en';
}

/**
 * The page's one captcha widget (mount it once, e.g. in the site layout). It exists only
 * while a form requested it (stores/captcha-requests) and registers its handle for
 * useCaptchaToken(). ALTCHA by default (self-hosted proof of work, no third party).
 */
export function CaptchaWidget({ config, locale = 'fr' }: CaptchaWidgetProps) {
  const visible = useCaptchaRequests((state) => state.isVisible);
  const container = useRef<HTMLDivElement>(null);
  const provider = config.provider;
  const challengeUrl = config.provider === 'altcha' ? config.challengeUrl : '';
  const siteKey = config.provider === 'recaptcha' ? config.siteKey : '';
  const version = config.provider === 'recaptcha' ? config.version : undefined;

  useEffect(() => {
    const element = container.current;
    if (!visible || !element || provider === 'none') return;
    let cancelled = false;
    let unmount: (() => void) | null = null;
    const mounting = provider === 'altcha' ? mountAltcha(element, challengeUrl, locale) : mountRecaptcha(element, siteKey, version);
    mounting
      .then((mounted) => {
        if (cancelled) return mounted.unmount();
        unmount = mounted.unmount;
        useCaptchaHandle.getState().setHandle(mounted.handle);
      })
      .catch((error: unknown) => console.error(error instanceof Error ? error.message : error));
    return () => {
      cancelled = true;
      useCaptchaHandle.getState().setHandle(null);
      unmount?.();
    };
  }, [visible, provider, challengeUrl, siteKey, version, locale]);

  if (!visible || provider === 'none') return null;
  return <div ref={container} data-captcha={provider} />;
}
