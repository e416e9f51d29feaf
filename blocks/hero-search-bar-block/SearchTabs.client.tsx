'use client';

import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './styles.module.pcss';

export interface SearchTabsProps {
  id: string;
  label: string;
  tabs: { key: string; title: string; icon: ReactNode }[];
  panels: ReactNode[];
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the active panel shows. */
export function SearchTabs({ id, label, tabs, panels }: SearchTabsProps) {
  const [active, setActive] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setActive(next);
    tabRefs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className={styles.bar}>
      {tabs.length > 1 ? (
        <div role="tablist" aria-label={label} className={styles.tablist} onKeyDown={onKeyDown}>
          {tabs.map((tab, index) => (
            <button
              key={tab.key}
              ref={(element) => void (tabRefs.current[index] = element)}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={index === active}
              aria-controls={`${id}-panel-${index}`}
              tabIndex={index === active ? 0 : -1}
              className={styles.tab}
              onClick={() => setActive(index)}
            >
              {tab.icon}
              <span>{tab.title}</span>
            </button>
          ))}
        </div>
      ) : null}
      {panels.map((panel, index) => (
        <div
          key={tabs[index]?.key ?? index}
          role={tabs.length > 1 ? 'tabpanel' : undefined}
          id={`${id}-panel-${index}`}
          aria-labelledby={tabs.length > 1 ? `${id}-tab-${index}` : undefined}
          hidden={index !== active}
          className={styles.panel}
        >
          {panel}
        </div>
      ))}
    </div>
  );
}
