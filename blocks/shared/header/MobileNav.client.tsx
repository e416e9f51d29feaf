'use client';

import { useCallback, useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { Icon } from '@/blocks/shared/content/Icon';
import { useActorSelector, useDeferredActor } from '@/blocks/shared/use-deferred-actor';
import { setScrollLock } from '@/stores/scroll-lock';
import { DESKTOP_NAV_MIN_WIDTH } from './constants';
import { trapTab } from './focus-trap';
import { useHeaderLayout } from './HeaderLayoutContext.client';
import styles from './mobile-nav.module.pcss';
import { inspect } from '@/lib/inspection/inspector';

interface MobileNavProps {
  labels: { open: string; close: string; panel: string };
  /** The panel's content, rendered on the server. */
  children: ReactNode;
}

/**
 * The hamburger and the right-side panel it opens (spec 000 section 4). The panel is a
 * modal dialog: page scroll is locked, focus stays inside it and returns to the
 * hamburger on close. It closes on Escape, a link click, the close button and a click
 * on the backdrop. Shown below lg, and at desktop widths when the links do not fit.
 * Its machine loads when the hamburger is first pressed (pointerdown, focus, then click).
 */
export function MobileNav({ labels, children }: MobileNavProps) {
  const id = useId();
  const panelId = `${id}-panel`;
  const scrollLockId = `mobile-nav${id}`;
  const { compact } = useHeaderLayout();
  const loadMachine = useCallback(
    () =>
      import('@/machines/mobile-nav').then(({ mobileNavMachine }) =>
        mobileNavMachine.provide({
          actions: {
            lockScroll: () => setScrollLock(scrollLockId, true),
            unlockScroll: () => setScrollLock(scrollLockId, false),
          },
        }),
      ),
    [scrollLockId],
  );
  const { actor, send, start } = useDeferredActor(loadMachine, () => ({ inspect }));
  const open = useActorSelector(actor, (s) => s.matches('open'), false);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  // The machine does not run exit actions when stopped: release the lock on unmount.
  useEffect(() => () => setScrollLock(scrollLockId, false), [scrollLockId]);

  useEffect(() => {
    if (open) {
      closeRef.current?.focus();
    } else if (wasOpen.current) {
      hamburgerRef.current?.focus();
    }
    wasOpen.current = open;
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') send({ type: 'nav.escape' });
      else if (panelRef.current) trapTab(event, panelRef.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, send]);

  // Widening the window to a desktop nav that fits hides the hamburger: close the panel.
  useEffect(() => {
    if (!open || compact) return;
    const desktop = window.matchMedia(`(min-width: ${DESKTOP_NAV_MIN_WIDTH}px)`);
    const closeOnDesktop = () => {
      if (desktop.matches) send({ type: 'nav.close' });
    };
    closeOnDesktop();
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, [open, compact, send]);

  const onPanelClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) send({ type: 'nav.linkClick' });
  };

  return (
    <>
      <button
        ref={hamburgerRef}
        type="button"
        className={styles.hamburger}
        data-forced={compact ? 'true' : 'false'}
        aria-expanded={open}
        aria-controls={panelId}
        onPointerDown={start}
        onFocus={start}
        onClick={() => send({ type: 'nav.open' })}
      >
        <Icon icon={{ type: 'menu' }} size={24} />
        <span className="visually-hidden">{labels.open}</span>
      </button>
      <div className={styles.backdrop} hidden={!open} onClick={() => send({ type: 'nav.close' })} />
      <div
        ref={panelRef}
        id={panelId}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label={labels.panel}
        hidden={!open}
        onClick={onPanelClick}
      >
        <div className={styles.panelHead}>
          <button ref={closeRef} type="button" className={styles.close} onClick={() => send({ type: 'nav.close' })}>
            <Icon icon={{ type: 'close' }} size={24} />
            <span className="visually-hidden">{labels.close}</span>
          </button>
        </div>
        {children}
      </div>
    </>
  );
}
