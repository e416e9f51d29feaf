'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type CSSProperties } from 'react';
import { CarouselArrow } from '@/blocks/shared/members/CarouselArrow';
import { initials } from '@/blocks/shared/members/MemberCard';
import { useReducedMotion } from '@/blocks/shared/use-reduced-motion';
import { pick, type Locale } from '@/lib/i18n/locales';
import { runLinkAction } from '@/lib/content/link-action';
import { contactAction, displayName, hasProfile, profilePath, registrationLines } from '@/lib/members/present';
import type { Member } from '@/lib/members/types';
import { MEMBERS_CAROUSEL_AUTOPLAY_MS, MEMBERS_CAROUSEL_THUMB_PX } from '@/blocks/members-carousel-block/schema';
import styles from './styles.module.pcss';
import { useSelectedSlide } from '@/blocks/shared/use-selected-slide';

/** The carousel: wraps around, autoplays every 5 s (paused on hover/focus, off for reduced motion). */
export function MembersCarouselView({ members, locale }: { members: Member[]; locale: Locale }) {
  const t = useTranslations('members');
  const many = members.length > 1;
  const [viewportRef, api] = useEmblaCarousel({ loop: many, active: many });
  const selected = useSelectedSlide(api);
  const [paused, setPaused] = useState(false);
  const reduced = useReducedMotion();

  useEffect(() => {
    if (!api || !many || paused || reduced) return;
    const timer = setTimeout(() => api.scrollNext(), MEMBERS_CAROUSEL_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [api, many, paused, reduced, selected]);

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      style={{ '--thumb-size': `${MEMBERS_CAROUSEL_THUMB_PX}px` } as CSSProperties}
    >
      <div className={styles.viewport} ref={viewportRef}>
        {/* Slides are groups (APG carousel), not list items: a list may only hold items (axe `list`). */}
        <div className={styles.track}>
          {members.map((member, index) => (
            <div key={member.slug} className={styles.slide} role="group" aria-roledescription="slide" aria-label={t('carousel.slide', { index: index + 1, total: members.length })} aria-hidden={index !== selected}>
              <div className={styles.portrait}>
                {member.avatar ? (
                  // eslint-disable-next-line @next/next/no-img-element -- CMS asset of any host and size.
                  <img src={member.avatar.url} alt="" width={360} height={360} loading={index === 0 ? 'eager' : 'lazy'} />
                ) : (
                  <span aria-hidden="true">{initials(member.name)}</span>
                )}
              </div>
              <div className={styles.text}>
                <h3 className={styles.name}>{displayName(member)}</h3>
                {registrationLines(member, locale).map((line) => (
                  <p key={line} className={styles.registration}>{line}</p>
                ))}
                {pick(member.subtitle, locale) ? <p className={styles.subtitle}>{pick(member.subtitle, locale)}</p> : null}
                <div className={styles.actions}>
                  <button
                    type="button"
                    className="btn btn--primary"
                    tabIndex={index === selected ? 0 : -1}
                    onClick={() => runLinkAction(contactAction(member, locale), { dispatchEvent: (e) => window.dispatchEvent(e), querySelector: () => null })}
                  >
                    {member.kind === 'team' ? t('modal.contact-group') : t('modal.contact-individual', { name: member.name.split(' ')[0] ?? member.name })}
                  </button>
                  {hasProfile(member.kind) ? (
                    <a className="btn btn--secondary" href={profilePath(locale, member.slug)} tabIndex={index === selected ? 0 : -1}>
                      {t('modal.profile')}
                    </a>
                  ) : null}
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>
      {many ? (
        <div className={styles.controls}>
          <CarouselArrow direction="left" className={styles.arrow} onClick={() => api?.scrollPrev()} label={t('carousel.previous')} />
          <ul className={styles.thumbs} aria-label={t('carousel.thumbs')}>
            {members.map((member, index) => (
              <li key={member.slug}>
                <button type="button" className={styles.thumb} aria-current={index === selected} aria-label={member.name} onClick={() => api?.scrollTo(index)}>
                  {member.avatar ? (
                    // eslint-disable-next-line @next/next/no-img-element -- CMS asset of any host and size.
                    <img src={member.avatar.url} alt="" width={MEMBERS_CAROUSEL_THUMB_PX} height={MEMBERS_CAROUSEL_THUMB_PX} loading="lazy" />
                  ) : (
                    initials(member.name)
                  )}
                </button>
              </li>
            ))}
          </ul>
          <CarouselArrow direction="right" className={styles.arrow} onClick={() => api?.scrollNext()} label={t('carousel.next')} />
        </div>
      ) : null}
    </div>
  );
}
