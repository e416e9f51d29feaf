'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { radiusProgress } from './radius';

/**
 * Sets --radius-progress (0..1) from the page's scroll, once per frame at most (the
 * spec's ~60 per second throttle); the CSS turns it into the corner radius.
 */
export function ScrollRadius({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let frame = 0;
    const apply = () => {
      frame = 0;
      ref.current?.style.setProperty('--radius-progress', String(radiusProgress(window.scrollY)));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(apply);
    };
    apply();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
