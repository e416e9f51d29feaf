'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useActorSelector, useDeferredActor } from '@/blocks/shared/use-deferred-actor';
import { HeaderLayoutContext } from './HeaderLayoutContext.client';
import { useScrollSamples } from './use-scroll-samples';
import { inspect } from '@/lib/inspection/inspector';

interface HeaderFrameProps {
  className: string;
  style?: CSSProperties;
  /** Sticks to the top of the viewport (not in the editor canvas). */
  pinned: boolean;
  children: ReactNode;
}

/** Matches the --header-height default of styles/globals.css until measured. */
const INITIAL_HEADER_HEIGHT = 80;

const loadMachine = () => import('@/machines/header-scroll').then((module) => module.headerScrollMachine);

/**
 * The <header> element of every header block. It runs the header scroll machine
 * (visibility and surface become data attributes the CSS reads), publishes the
 * header's height as --header-height on the document, and holds the compact flag.
 * The machine loads with the first scroll away from the top; until then the header is
 * shown and transparent, which is what the server drew (a focus in the header matters only
 * once the header can be hidden).
 */
export function HeaderFrame({ className, style, pinned, children }: HeaderFrameProps) {
  const ref = useRef<HTMLElement>(null);
  const [compact, setCompact] = useState(false);
  const layout = useMemo(() => ({ compact, setCompact }), [compact]);
  const height = useRef(INITIAL_HEADER_HEIGHT);
  const { actor, send } = useDeferredActor(loadMachine, () => ({ input: { headerHeight: height.current, y: 0 }, inspect }));
  const hidden = useActorSelector(actor, (s) => s.matches({ visibility: 'hidden' }), false);
  const opaque = useActorSelector(actor, (s) => s.matches({ surface: 'opaque' }), false);

  // The sample taken on mount at the top changes nothing: no machine for it.
  const onSample = useCallback((y: number, time: number) => (actor || y > 0 ? send({ type: 'scroll.sample', y, time }) : undefined), [actor, send]);
  useScrollSamples(onSample);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const publish = () => {
      height.current = Math.round(element.getBoundingClientRect().height);
      document.documentElement.style.setProperty('--header-height', `${height.current}px`);
      // Before the machine runs, its input reads the height when it starts.
      actor?.send({ type: 'header.resize', height: height.current });
    };
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => observer.disconnect();
  }, [actor]);

  return (
    <header
      ref={ref}
      className={className}
      style={style}
      data-pinned={pinned ? 'true' : 'false'}
      data-visible={hidden ? 'false' : 'true'}
      data-surface={opaque ? 'opaque' : 'transparent'}
      onFocus={() => (actor ? actor.send({ type: 'header.focus' }) : undefined)}
    >
      <HeaderLayoutContext.Provider value={layout}>{children}</HeaderLayoutContext.Provider>
    </header>
  );
}
