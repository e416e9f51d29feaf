'use client';

import { useEffect } from 'react';
import { reloadOnChunkError } from '@/lib/chunk-reload';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** A <script> of the build that failed to load (its error event does not bubble, hence capture). */
function isFailedChunkScript(target: EventTarget | null): boolean {
  return target instanceof HTMLScriptElement && target.src.includes('/_next/static/');
}

/**
 * Spec 000 section 8: when a JavaScript chunk fails to load (typically a tab opened before
 * a deployment), reload the page once; at most one reload per 60 seconds.
 */
export function ChunkReloadGuard() {
  useEffect(() => {
    const handle = (reason: unknown) =>
      reloadOnChunkError(reason, { storage: sessionStorageOrNull(), now: Date.now(), reload: () => window.location.reload() });
    const onError = (event: ErrorEvent | Event) => {
      if (isFailedChunkScript(event.target)) handle({ name: 'ChunkLoadError' });
      else if (event instanceof ErrorEvent) handle(event.error ?? event.message);
    };
    const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
