'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { setScrollLock } from '@/stores/scroll-lock';
import { Icon } from '@/blocks/shared/content/Icon';
import { DialogClose, dialogFrame } from '@/blocks/shared/dialog/DialogClose';
import type { Image } from '@/lib/content/fields';
import type { Locale } from '@/lib/i18n/locales';
import { Person } from './Person';
import styles from './styles.module.pcss';

export interface TestimonialContent {
  quote: string;
  avatar?: Image;
  name: string;
  subtitle?: string;
}

/**
 * The whole testimonial in a native <dialog> (focus trapped, Escape closes, focus returns to
 * the button that opened it): the quote, the author's avatar, name and subtitle. A click
 * outside the panel closes it (spec 001 section 2).
 */
export function TestimonialModal({ content, locale, onClose }: { content: TestimonialContent; locale: Locale; onClose(): void }) {
  const t = useTranslations('trust');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    setScrollLock(`testimonial${titleId}`, true);
    return () => setScrollLock(`testimonial${titleId}`, false);
  }, [titleId]);
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) dialog.current?.close();
  };
  return (
    <dialog ref={dialog} className={`${dialogFrame} ${styles.dialog}`} aria-labelledby={titleId} onClose={onClose} onClick={onBackdrop}>
      <div className={styles.dialogPanel}>
        <DialogClose onClick={() => dialog.current?.close()} label={t('close')} />
        <h2 id={titleId} className="visually-hidden">
          {t('modal-title', { name: content.name })}
        </h2>
        <Icon icon="quote" className={styles.quoteMark} size={36} />
        <blockquote className={styles.dialogQuote}>
          <p>{content.quote}</p>
        </blockquote>
        <Person avatar={content.avatar} name={content.name} subtitle={content.subtitle} locale={locale} />
      </div>
    </dialog>
  );
}
