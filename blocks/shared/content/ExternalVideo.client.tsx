'use client';

import { useState } from 'react';
import { Icon } from './Icon';
import { cx } from './cx';
import styles from './external-video.module.pcss';

interface ExternalVideoFrameProps {
  embedUrl: string;
  title: string;
  poster?: string;
  className?: string;
  labels: { play: string; notice: string };
}

/** Click-to-load: the iframe (and the video site's cookies and scripts) exists only after the click. */
export function ExternalVideoFrame({ embedUrl, title, poster, className, labels }: ExternalVideoFrameProps) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className={cx(styles.frame, className)}>
      {loaded ? (
        <iframe
          className={styles.iframe}
          src={embedUrl}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <button type="button" className={styles.facade} onClick={() => setLoaded(true)}>
          {poster ? (
            // eslint-disable-next-line @next/next/no-img-element -- arbitrary CMS hosts
            <img className={styles.poster} src={poster} alt="" loading="lazy" decoding="async" />
          ) : null}
          <span className={styles.playDisc} aria-hidden="true">
            <Icon icon="play" size={28} />
          </span>
          <span className="visually-hidden">{labels.play}</span>
          <span className={styles.notice} aria-hidden="true">
            <Icon icon="youtube" size={16} />
            {labels.notice}
          </span>
        </button>
      )}
    </div>
  );
}
