import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { videoPlayerMachine, type VideoPlayerInput } from '@/machines/video-player';

function startPlayer(input: VideoPlayerInput) {
  const playMedia = vi.fn();
  const pauseMedia = vi.fn();
  const actor = createActor(videoPlayerMachine, { input });
  actor.on('play', playMedia);
  actor.on('pause', pauseMedia);
  actor.start();
  return { actor, playMedia, pauseMedia };
}

describe('video player machine', () => {
  it('starts not ready, with controls hidden until the first play', () => {
    const { actor } = startPlayer({ autoplay: false, reducedMotion: false });
    expect(actor.getSnapshot().value).toBe('notReady');
    expect(actor.getSnapshot().context.started).toBe(false);
  });

  it('does not play a non-autoplay video by itself once ready', () => {
    const { actor, playMedia } = startPlayer({ autoplay: false, reducedMotion: false });
    actor.send({ type: 'media.ready' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(playMedia).not.toHaveBeenCalled();
  });

  it('plays on the play button, then shows controls once the media plays', () => {
    const { actor, playMedia } = startPlayer({ autoplay: false, reducedMotion: false });
    actor.send({ type: 'media.ready' });
    actor.send({ type: 'control.play' });
    expect(playMedia).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'media.playing' });
    expect(actor.getSnapshot().value).toBe('playing');
    expect(actor.getSnapshot().context.started).toBe(true);
  });

  it('autoplays once ready', () => {
    const { actor, playMedia } = startPlayer({ autoplay: true, reducedMotion: false });
    expect(playMedia).not.toHaveBeenCalled();
    actor.send({ type: 'media.ready' });
    expect(playMedia).toHaveBeenCalledTimes(1);
  });

  it('does not autoplay when the visitor prefers reduced motion', () => {
    const { actor, playMedia } = startPlayer({ autoplay: true, reducedMotion: true });
    actor.send({ type: 'media.ready' });
    expect(playMedia).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('honours a reduced-motion preference learnt before the media is ready', () => {
    const { actor, playMedia } = startPlayer({ autoplay: true, reducedMotion: false });
    actor.send({ type: 'preference.reducedMotion', reduce: true });
    actor.send({ type: 'media.ready' });
    expect(playMedia).not.toHaveBeenCalled();
  });

  it('pauses an autoplaying video when reduced motion is switched on while it plays', () => {
    const { actor, pauseMedia } = startPlayer({ autoplay: true, reducedMotion: false });
    actor.send({ type: 'media.ready' });
    actor.send({ type: 'media.playing' });
    actor.send({ type: 'preference.reducedMotion', reduce: true });
    expect(pauseMedia).toHaveBeenCalledTimes(1);
  });

  it('pauses a non-autoplay video scrolled out of view', () => {
    const { actor, pauseMedia } = startPlayer({ autoplay: false, reducedMotion: false });
    actor.send({ type: 'media.ready' });
    actor.send({ type: 'control.play' });
    actor.send({ type: 'media.playing' });
    actor.send({ type: 'viewport.leave' });
    expect(pauseMedia).toHaveBeenCalledTimes(1);
    actor.send({ type: 'media.paused' });
    expect(actor.getSnapshot().value).toBe('paused');
    // Coming back into view does not restart it: the visitor decides.
    actor.send({ type: 'viewport.enter' });
    expect(actor.getSnapshot().value).toBe('paused');
  });

  it('keeps an autoplay video playing when it leaves the viewport', () => {
    const { actor, pauseMedia } = startPlayer({ autoplay: true, reducedMotion: false });
    actor.send({ type: 'media.ready' });
    actor.send({ type: 'media.playing' });
    actor.send({ type: 'viewport.leave' });
    expect(pauseMedia).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('playing');
  });

  it('resumes from paused and keeps controls visible', () => {
    const { actor, playMedia } = startPlayer({ autoplay: false, reducedMotion: false });
    actor.send({ type: 'media.playing' });
    actor.send({ type: 'media.paused' });
    actor.send({ type: 'control.play' });
    expect(playMedia).toHaveBeenCalledTimes(1);
    actor.send({ type: 'media.playing' });
    expect(actor.getSnapshot().value).toBe('playing');
    expect(actor.getSnapshot().context.started).toBe(true);
  });

  it('pauses on the pause control while playing', () => {
    const { actor, pauseMedia } = startPlayer({ autoplay: true, reducedMotion: false });
    actor.send({ type: 'media.ready' });
    actor.send({ type: 'media.playing' });
    actor.send({ type: 'control.pause' });
    expect(pauseMedia).toHaveBeenCalledTimes(1);
  });
});
