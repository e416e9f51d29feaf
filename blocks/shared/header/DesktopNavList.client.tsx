'use client';

import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useHeaderLayout } from './HeaderLayoutContext.client';
import styles from './nav.module.pcss';

interface NavActive {
  /** Id of the item whose sub-menu is open, if any. */
  active: string | null;
  setActive: (update: (current: string | null) => string | null) => void;
}

const NavActiveContext = createContext<NavActive>({ active: null, setActive: () => {} });

export function useNavActive(): NavActive {
  return useContext(NavActiveContext);
}

interface DesktopNavListProps {
  label: string;
  align: 'center' | 'left';
  children: ReactNode;
}

/**
 * The desktop nav: a list of links that measures itself. When the links are wider than
 * the room the bar leaves them, the header switches to its mobile nav (compact) and the
 * list stays laid out but invisible, so it can tell when it fits again. It also holds
 * which sub-menu is open (one at a time) and closes it on an outside click.
 */
export function DesktopNavList({ label, align, children }: DesktopNavListProps) {
  const navRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const { compact, setCompact } = useHeaderLayout();
  const [chosen, setActive] = useState<string | null>(null);
  // No sub-menu stays open while the desktop nav is hidden (compact).
  const active = compact ? null : chosen;
  const value = useMemo(() => ({ active, setActive }), [active]);

  useEffect(() => {
    const nav = navRef.current;
    const list = listRef.current;
    if (!nav || !list) return;
    const measure = () => {
      // Hidden by CSS below lg: nothing to measure, the mobile nav shows anyway.
      if (nav.clientWidth === 0) return;
      const style = getComputedStyle(nav);
      const room = nav.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      setCompact(list.scrollWidth > room + 1);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(nav);
    observer.observe(list);
    return () => observer.disconnect();
  }, [setCompact]);

  useEffect(() => {
    if (active === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setActive(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [active]);

  return (
    <nav
      ref={navRef}
      className={styles.nav}
      aria-label={label}
      data-align={align}
      data-compact={compact ? 'true' : 'false'}
      data-active={active !== null ? 'true' : 'false'}
    >
      <ul ref={listRef} className={styles.list}>
        <NavActiveContext.Provider value={value}>{children}</NavActiveContext.Provider>
      </ul>
    </nav>
  );
}
