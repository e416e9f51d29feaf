'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from '@/blocks/shared/content/Icon';
import styles from './styles.module.pcss';

export interface QaEntry {
  question: string;
  icon?: string;
  answer: ReactNode;
}

/**
 * Disclosure buttons (WAI-ARIA accordion): Enter or Space toggles a question; ArrowDown,
 * ArrowUp, Home and End move between questions. Several can be open at once. Answers stay
 * in the HTML when closed (hidden), so they are indexed and found by the page's search.
 */
export function QaAccordion({ entries, headingLevel = 3 }: { entries: QaEntry[]; headingLevel?: 3 | 4 }) {
  const [open, setOpen] = useState<Set<number>>(() => new Set());
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = entries.length - 1;
    const target = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className={styles.accordion}>
      {entries.map((entry, index) => {
        const expanded = open.has(index);
        const buttonId = `${base}-q${index}`;
        const panelId = `${base}-a${index}`;
        return (
          <div key={index} className={styles.item} data-open={expanded}>
            <Heading className={styles.heading}>
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                id={buttonId}
                type="button"
                className={styles.question}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                onKeyDown={(e) => onKeyDown(e, index)}
              >
                {entry.icon ? <Icon icon={entry.icon} className={styles.icon} size={22} /> : null}
                <span className={styles.questionText}>{entry.question}</span>
                <Icon icon={expanded ? 'minus' : 'plus'} className={styles.chevron} size={20} />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.answer} hidden={!expanded}>
              {entry.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
