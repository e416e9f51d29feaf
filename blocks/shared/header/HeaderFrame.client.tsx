'use client';

import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { headerScrollMachine } from '@/machines/header-scroll';
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

/**
 * The <header> element of every header block. It runs the header scroll machine
 * (visibility and surface become data attributes the CSS reads), publishes the
 * header's height as --header-height on the document, and holds the compact flag.
 */
export function HeaderFrame({ className, style, pinned, children }: HeaderFrameProps) {
  const ref = useRef<HTMLElement>(null);
  const [compact, setCompact] = useState(false);
  const layout = useMemo(() => ({ compact, setCompact }), [compact]);
  const actor = useActorRef(headerScrollMachine, { input: { headerHeight: INITIAL_HEADER_HEIGHT, y: 0 }, inspect });
  const hidden = useSelector(actor, (s) => s.matches({ visibility: 'hidden' }));
  const opaque = useSelector(actor, (s) => s.matches({ surface: 'opaque' }));

  const onSample = useCallback((y: number, time: number) => actor.send({ type: 'scroll.sample', y, time }), [actor]);
  useScrollSamples(onSample);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const publish = () => {
      const height = Math.round(element.getBoundingClientRect().height);
      document.documentElement.style.setProperty('--header-height', `${height}px`);
      actor.send({ type: 'header.resize', height });
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
      onFocus={() => actor.send({ type: 'header.focus' })}
    >
      <HeaderLayoutContext.Provider value={layout}>{children}</HeaderLayoutContext.Provider>
    </header>
  );
}
