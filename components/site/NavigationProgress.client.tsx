'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NAVIGATION_START_EVENT } from './navigation-start';
import styles from './navigation-progress.module.css';

/** Spec 000 section 4: no bar for navigations faster than 200 ms; the bar lasts at most 5000 ms. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
const TICK_MS = 100;
const FADE_MS = 400;

/** Progress eases toward 90% over the duration: it never claims to be done before it is. */
function estimate(elapsed: number): number {
  return 0.9 * (1 - Math.exp((-3 * elapsed) / PROGRESS_DURATION_MS));
}

/** True for a plain click on a link to another page of this site, opening in this tab. */
function isNavigationClick(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  // Same page, or only the #fragment differs: no navigation.
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

type Timers = Partial<Record<'throttle' | 'max' | 'tick' | 'hide', ReturnType<typeof setTimeout>>>;

/** A thin bar at the top of the viewport during client navigations. */
export function NavigationProgress() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const location = `${pathname}?${searchParams.toString()}`;
  const [progress, setProgress] = useState<number | null>(null);
  const [finishing, setFinishing] = useState(false);
  const timers = useRef<Timers>({});
  const running = useRef(false);
  const visible = useRef(false);
  /** The address the current route was rendered for, to tell a real back/forward from a #hash change. */
  const renderedAddress = useRef('');

  const clearTimers = useCallback(() => {
    const { throttle, max, tick, hide } = timers.current;
    clearTimeout(throttle);
    clearTimeout(max);
    clearInterval(tick);
    clearTimeout(hide);
    timers.current = {};
  }, []);

  const finish = useCallback(() => {
    running.current = false;
    clearTimers();
    if (!visible.current) return;
    visible.current = false;
    setProgress(1);
    setFinishing(true);
    timers.current.hide = setTimeout(() => {
      setProgress(null);
      setFinishing(false);
    }, FADE_MS);
  }, [clearTimers]);

  const start = useCallback(() => {
    if (running.current) return;
    running.current = true;
    clearTimers();
    // A bar still fading out from the previous navigation goes away at once.
    setProgress(null);
    setFinishing(false);
    timers.current.throttle = setTimeout(() => {
      const startedAt = Date.now();
      visible.current = true;
      setProgress(estimate(0));
      timers.current.tick = setInterval(() => setProgress(estimate(Date.now() - startedAt)), TICK_MS);
    }, PROGRESS_THROTTLE_MS);
    timers.current.max = setTimeout(finish, PROGRESS_DURATION_MS);
  }, [clearTimers, finish]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isNavigationClick(event)) start();
    };
    const onPopState = () => {
      if (window.location.pathname + window.location.search !== renderedAddress.current) start();
    };
    // Capture: Next's <Link> handles the click before it would bubble to the document.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    window.addEventListener(NAVIGATION_START_EVENT, start);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener(NAVIGATION_START_EVENT, start);
    };
  }, [start]);

  // The new route rendered: the navigation is over.
  useEffect(() => {
    renderedAddress.current = window.location.pathname + window.location.search;
    finish();
  }, [location, finish]);

  useEffect(() => clearTimers, [clearTimers]);

  if (progress === null) return null;
  return (
    <div className={`${styles.track} ${finishing ? styles.finishing : ''}`} aria-hidden="true">
      <div className={styles.bar} style={{ transform: `scaleX(${progress})` }} />
    </div>
  );
}
