'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import styles from './styles.module.pcss';

/**
 * A long testimonial collapsed to 128 px (256 px from the lg breakpoint, spec 001 section 9)
 * with a toggle; the toggle shows only when the text is taller than that.
 */
export function CollapsibleText({ text, name }: { text: string; name: string }) {
  const t = useTranslations('trust');
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  const [overflows, setOverflows] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1 || element.dataset.open === 'true');
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text]);

  return (
    <>
      <div ref={ref} id={id} className={styles.collapsible} data-open={open} data-overflows={overflows}>
        <p>{text}</p>
      </div>
      {overflows ? (
        <button type="button" className={`btn btn--link ${styles.toggle}`} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          {open ? t('read-less') : t('read-more')}
          <span className="visually-hidden"> — {name}</span>
        </button>
      ) : null}
    </>
  );
}
