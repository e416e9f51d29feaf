'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { useSiteStore } from '@/stores/site';
import { isDevelopmentBuild } from '@/lib/config/public-env';
import { bridgeConsentReady } from '@/lib/site/consent-bridge';
import { createDuplicateIdCheck, MAIN_CONTENT_ID } from './duplicate-id';

// Spec 000 section 2: a duplicate main-content id is a developer warning only (the build
// inlines the test, so production keeps neither check nor message).
const checkMainContent = isDevelopmentBuild ? createDuplicateIdCheck(MAIN_CONTENT_ID) : null;

/**
 * Document-wide browser signals, mounted once by the site layout: the consent tool's
 * readiness bridged into the site store, and (development only) the duplicate
 * main-content check after each page render.
 */
export function SiteSignals() {
  const pathname = usePathname();
  useEffect(() => bridgeConsentReady(window, useSiteStore.getState().setConsentReady), []);
  useEffect(() => {
    checkMainContent?.(document);
  }, [pathname]);
  return null;
}
