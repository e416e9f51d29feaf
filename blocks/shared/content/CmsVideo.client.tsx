'use client';

import { useMachine } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { videoPlayerMachine } from '@/machines/video-player';
import { Icon } from './Icon';
import { cx } from './cx';
import styles from './cms-video.module.pcss';
import { inspect } from '@/lib/inspection/inspector';

export interface VideoPlayerProps {
  sources: { url: string; type: string }[];
  poster?: string;
  autoplay: boolean;
  controls: boolean;
  loop: boolean;
  muted: boolean;
  background: boolean;
  className?: string;
  labels: { unsupported: string; play: string; pause: string };
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** The <video> element and its overlay buttons, driven by the video-player machine. */
export function VideoPlayer(props: VideoPlayerProps) {
  const { sources, poster, autoplay, controls, loop, muted, background, className, labels } = props;
  const videoRef = useRef<HTMLVideoElement>(null);
  const [snapshot, send, actorRef] = useMachine(videoPlayerMachine, {
    // Read on the client at hydration; the server never plays, so the guess there is harmless.
    input: { autoplay, reducedMotion: typeof window !== 'undefined' && window.matchMedia(reducedMotionQuery).matches },
    inspect,
  });

  // Layout effect: listening during commit, before any media event can make the machine ask.
  useLayoutEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const requests = [
      // A refused play() (autoplay policy) leaves the machine in ready: the play button shows.
      actorRef.on('play', () => void video.play().catch(() => {})),
      actorRef.on('pause', () => video.pause()),
    ];
    return () => requests.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const query = window.matchMedia(reducedMotionQuery);
    const onPreference = () => send({ type: 'preference.reducedMotion', reduce: query.matches });
    onPreference();
    query.addEventListener('change', onPreference);
    // The media may have loaded (or started) before React attached its handlers.
    if (!video.paused) send({ type: 'media.playing' });
    else if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) send({ type: 'media.ready' });
    const observer = new IntersectionObserver(([entry]) => {
      send({ type: entry?.isIntersecting ? 'viewport.enter' : 'viewport.leave' });
    });
    observer.observe(video);
    return () => {
      query.removeEventListener('change', onPreference);
      observer.disconnect();
    };
  }, [send]);

  const started = snapshot.context.started;
  const playing = snapshot.matches('playing');

  return (
    <div className={cx(styles.player, background && styles.background, className)}>
      <video
        ref={videoRef}
        className={background ? styles.backgroundVideo : styles.video}
        poster={poster}
        controls={controls && started}
        loop={loop}
        muted={muted}
        playsInline
        preload={autoplay ? 'auto' : 'metadata'}
        aria-hidden={background || undefined}
        tabIndex={background ? -1 : undefined}
        onLoadedData={() => send({ type: 'media.ready' })}
        onCanPlay={() => send({ type: 'media.ready' })}
        onPlay={() => send({ type: 'media.playing' })}
        onPause={() => send({ type: 'media.paused' })}
      >
        {sources.map((source) => (
          <source key={source.url} src={source.url} type={source.type} />
        ))}
        {labels.unsupported}
      </video>
      {!background && !started ? (
        <button type="button" className={styles.playButton} onClick={() => send({ type: 'control.play' })}>
          <span className={styles.playDisc}>
            <Icon icon="play" size={28} />
          </span>
          <span className="visually-hidden">{labels.play}</span>
        </button>
      ) : null}
      {background ? (
        <button
          type="button"
          className={styles.toggle}
          aria-label={playing ? labels.pause : labels.play}
          onClick={() => send({ type: playing ? 'control.pause' : 'control.play' })}
        >
          <Icon icon={playing ? 'pause' : 'play'} size={14} />
        </button>
      ) : null}
    </div>
  );
}
