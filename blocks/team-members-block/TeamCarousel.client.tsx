'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { DialogClose, dialogFrame } from '@/blocks/shared/dialog/DialogClose';
import { CarouselArrow } from '@/blocks/shared/members/CarouselArrow';
import { initials } from '@/blocks/shared/members/MemberCard';
import { pick, type Locale } from '@/lib/i18n/locales';
import { displayName, paragraphs, registrationLines } from '@/lib/members/present';
import type { Member } from '@/lib/members/types';
import styles from './styles.module.pcss';

/** Team members, three per view on large screens; "Read more" shows the whole description. */
export function TeamCarousel({ team, locale }: { team: Member[]; locale: Locale }) {
  const t = useTranslations('members');
  const [viewportRef, api] = useEmblaCarousel({ loop: team.length > 1, align: 'start' });
  const [open, setOpen] = useState<Member | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<HTMLElement | null>(null);

  const show = (member: Member, button: HTMLElement) => {
    opener.current = button;
    setOpen(member);
    requestAnimationFrame(() => dialog.current?.showModal());
  };

  return (
    <div role="region" aria-roledescription="carousel" aria-label={t('carousel.label')}>
      <div className={styles.viewport} ref={viewportRef}>
        <ul className={styles.track}>
          {team.map((member) => (
            <li key={member.slug} className={styles.slide}>
              <article className={styles.card}>
                {member.avatar ? (
                  // eslint-disable-next-line @next/next/no-img-element -- CMS asset of any host and size.
                  <img src={member.avatar.url} alt="" className={styles.avatar} width={96} height={96} loading="lazy" />
                ) : (
                  <span className={styles.avatar} aria-hidden="true">{initials(member.name)}</span>
                )}
                <h3 className={styles.name}>{displayName(member)}</h3>
                {registrationLines(member, locale).map((line) => (
                  <p key={line} className={styles.registration}>{line}</p>
                ))}
                {pick(member.subtitle, locale) ? <p className={styles.subtitle}>{pick(member.subtitle, locale)}</p> : null}
                <p className={styles.description}>{pick(member.bio, locale)}</p>
                {pick(member.bio, locale) ? (
                  <button type="button" className="btn btn--link" onClick={(e) => show(member, e.currentTarget)}>
                    {t('team.read-more')}
                  </button>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      </div>
      {team.length > 1 ? (
        <div className={styles.controls}>
          <CarouselArrow direction="left" onClick={() => api?.scrollPrev()} label={t('carousel.previous')} />
          <CarouselArrow direction="right" onClick={() => api?.scrollNext()} label={t('carousel.next')} />
        </div>
      ) : null}
      <dialog
        ref={dialog}
        className={`${dialogFrame} ${styles.dialog}`}
        aria-labelledby={titleId}
        onClose={() => {
          setOpen(null);
          opener.current?.focus();
        }}
        onClick={(e) => e.target === e.currentTarget && dialog.current?.close()}
      >
        {open ? (
          <div className={styles.panel}>
            <DialogClose onClick={() => dialog.current?.close()} label={t('modal.close')} iconSize={20} />
            <h2 id={titleId} className={styles.name}>{displayName(open)}</h2>
            {registrationLines(open, locale).map((line) => (
              <p key={line} className={styles.registration}>{line}</p>
            ))}
            {paragraphs(pick(open.bio, locale)).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        ) : null}
      </dialog>
    </div>
  );
}
