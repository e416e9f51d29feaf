'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { LARGE_BREAKPOINT, landingOverlap } from './overlap';
import styles from './styles.module.pcss';

/**
 * Measures the text column and the form and sets --landing-overlap on the hero, which
 * pulls the next block up under the form (spec 000 section 10).
 */
export function OverlapMeasure({ infos, form }: { infos: ReactNode; form: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const infosBox = useRef<HTMLDivElement>(null);
  const formBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const update = () => {
      if (!root.current || !infosBox.current || !formBox.current) return;
      const overlap = landingOverlap(formBox.current.offsetHeight, infosBox.current.offsetHeight, window.innerWidth >= LARGE_BREAKPOINT);
      root.current.style.setProperty('--landing-overlap', `${overlap}px`);
    };
    update();
    const observer = new ResizeObserver(update);
    if (infosBox.current) observer.observe(infosBox.current);
    if (formBox.current) observer.observe(formBox.current);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, []);
  return (
    <div ref={root} className={styles.grid}>
      <div ref={infosBox} className={styles.infos}>
        {infos}
      </div>
      <div ref={formBox} className={styles.formColumn}>
        {form}
      </div>
    </div>
  );
}
