'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { TestimonialModal, type TestimonialContent } from './TestimonialModal.client';
import styles from './styles.module.pcss';

/**
 * A quote clamped to `lines` lines; when it does not fit, a Read more button opens the
 * whole testimonial in a modal. Overflow is measured in the browser (the font decides).
 */
export function ClampedQuote({ content, lines, locale, className }: { content: TestimonialContent; lines: number; locale: Locale; className?: string }) {
  const t = useTranslations('trust');
  const ref = useRef<HTMLParagraphElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [content.quote]);

  return (
    <div className={className}>
      <blockquote className={styles.quote}>
        <p ref={ref} className={styles.clamp} style={{ '--lines': lines } as CSSProperties}>
          {content.quote}
        </p>
      </blockquote>
      {overflows ? (
        <button type="button" className={`btn btn--link ${styles.readMore}`} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {t('read-more')}
          <span className="visually-hidden"> — {content.name}</span>
        </button>
      ) : null}
      {open ? <TestimonialModal content={content} locale={locale} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
