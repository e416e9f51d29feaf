'use client';

import { useEffect } from 'react';
import { SCROLL_SAMPLE_MS } from '@/lib/header/scroll-timing';

/**
 * Calls `onSample(scrollY, time)` on scroll, at most every SCROLL_SAMPLE_MS, with a
 * trailing sample so the last position is never lost. One sample is taken on mount.
 */
export function useScrollSamples(onSample: (y: number, time: number) => void): void {
  useEffect(() => {
    let last = Number.NEGATIVE_INFINITY;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const sample = () => {
      trailing = undefined;
      last = performance.now();
      onSample(window.scrollY, last);
    };
    const onScroll = () => {
      const elapsed = performance.now() - last;
      if (elapsed >= SCROLL_SAMPLE_MS) {
        clearTimeout(trailing);
        sample();
      } else if (trailing === undefined) {
        trailing = setTimeout(sample, SCROLL_SAMPLE_MS - elapsed);
      }
    };
    sample();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(trailing);
    };
  }, [onSample]);
}
