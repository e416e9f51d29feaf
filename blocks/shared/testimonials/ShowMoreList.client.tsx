'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type ReactNode } from 'react';
import { initiallyVisible, visibleCount } from '@/lib/trust/rating';
import styles from './styles.module.pcss';

/**
 * The first 3 items, then all of them once Show more is pressed (one way: there is no
 * Show less, spec 001 section 4). Focus moves to the first revealed item.
 */
export function ShowMoreList({ items, className, itemClassName }: { items: ReactNode[]; className?: string; itemClassName?: string }) {
  const t = useTranslations('trust');
  const [expanded, setExpanded] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const shown = visibleCount(items.length, expanded);

  const expand = () => {
    setExpanded(true);
    requestAnimationFrame(() => list.current?.querySelectorAll<HTMLElement>(':scope > li')[initiallyVisible]?.focus());
  };

  return (
    <>
      <ul ref={list} className={className}>
        {items.slice(0, shown).map((item, index) => (
          <li key={index} className={itemClassName} tabIndex={index >= initiallyVisible ? -1 : undefined}>
            {item}
          </li>
        ))}
      </ul>
      {shown < items.length ? (
        <div className={styles.showMore}>
          <button type="button" className="btn btn--secondary" onClick={expand}>
            {t('show-more', { count: items.length - shown })}
          </button>
        </div>
      ) : null}
    </>
  );
}
