'use client';

import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { iframeHeightFromMessage, iframeOrigin, iframeSrc } from './message';
import styles from './styles.module.pcss';

const subscribeNever = () => () => {};

/**
 * The frame: src = the editor's URL + default query + this page's URL as shareUrl; its
 * height follows remaxIframeHeight messages from the frame's origin only (other windows
 * cannot resize it); at least the viewport minus the header (CSS).
 */
export function PropertyIframe({ url, params, title }: { url: string; params: Record<string, string>; title: string }) {
  // The page's URL, known only in the browser (null during server rendering).
  const shareUrl = useSyncExternalStore(subscribeNever, () => window.location.href, () => null);
  const [height, setHeight] = useState<number | null>(null);
  const src = useMemo(() => (shareUrl ? iframeSrc(url, shareUrl, params, window.location.origin) : null), [url, shareUrl, params]);
  const origin = src ? iframeOrigin(src) : null;

  useEffect(() => {
    if (!origin) return;
    const onMessage = (event: MessageEvent) => {
      const next = iframeHeightFromMessage(event, origin);
      if (next !== null) setHeight(next);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin]);

  return (
    <section className={styles.block}>
      {src ? (
        <iframe className={styles.frame} src={src} title={title} loading="lazy" style={height ? { height } : undefined} referrerPolicy="strict-origin-when-cross-origin" />
      ) : (
        <div className={styles.frame} aria-hidden="true" />
      )}
    </section>
  );
}
