'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { ContextType, Member } from '@/lib/members/types';
import { CarouselArrow } from '@/blocks/shared/members/CarouselArrow';
import { MemberCard } from '@/blocks/shared/members/MemberCard';
import { hasProfile, profilePath } from '@/lib/members/present';
import { MembersModal } from '@/blocks/shared/members/MembersModal.client';
import { SearchableSelect } from '@/blocks/shared/members/SearchableSelect.client';
import { memberOfficeName } from '@/blocks/shared/members/office-label';
import { useMembersModal } from '@/blocks/shared/members/use-members-modal';
import { useReducedMotion } from '@/blocks/shared/use-reduced-motion';
import { SEARCH_HERO_AUTOPLAY_MS } from './constants';
import styles from './styles.module.pcss';
import { useSelectedSlide } from '@/blocks/shared/use-selected-slide';

interface MembersSearchProps {
  blockId: string;
  locale: Locale;
  contextType: ContextType;
  members: Member[];
  carouselCount: number;
}

/** The search hero's dropdown of names and its autoplaying carousel, sharing one members modal. */
export function MembersSearch({ blockId, locale, contextType, members, carouselCount }: MembersSearchProps) {
  const t = useTranslations('members');
  const modal = useMembersModal();
  const carousel = members.slice(0, carouselCount);
  const [viewportRef, api] = useEmblaCarousel({ loop: carousel.length > 1, align: 'center', active: carousel.length > 1 });
  const [paused, setPaused] = useState(false);
  const selectedSlide = useSelectedSlide(api);
  const reducedMotion = useReducedMotion();
  const inputId = `${blockId}-search`;

  const playing = carousel.length > 1 && !paused && !reducedMotion && !modal.selected;
  useEffect(() => {
    if (!api || !playing) return;
    const timer = setTimeout(() => api.scrollNext(), SEARCH_HERO_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [api, playing, selectedSlide]);

  const selected = modal.selected ? members.find((m) => m.slug === modal.selected) : undefined;
  const cardId = (slug: string) => `${blockId}-card-${slug}`;

  return (
    <>
      <div className={styles.search} id={inputId}>
        <SearchableSelect
          label={t('search.label')}
          placeholder={t(`search.${contextType}`)}
          shortPlaceholder={t(`search.${contextType}-short`)}
          noneText={t('search.none')}
          options={members.map((m) => ({ value: m.slug, label: m.name }))}
          testId="members-search"
          onChange={(slug) => modal.send({ type: 'member.open', slug, source: 'dropdown', returnFocusId: null })}
        />
      </div>
      {carousel.length > 0 ? (
        <div
          className={styles.carousel}
          role="region"
          aria-roledescription="carousel"
          aria-label={t('carousel.label')}
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
        >
          <div className={styles.viewport} ref={viewportRef}>
            {/* Slides are groups (APG carousel), not list items: a list may only hold items (axe `list`). */}
            <div className={styles.track}>
              {carousel.map((member, index) => (
                <div key={member.slug} className={styles.slide} role="group" aria-roledescription="slide" aria-label={t('carousel.slide', { index: index + 1, total: carousel.length })}>
                  <MemberCard
                    member={member}
                    locale={locale}
                    compact
                    id={cardId(member.slug)}
                    openLabel={t('cards.open', { name: member.name })}
                    href={hasProfile(member.kind) ? profilePath(locale, member.slug) : null}
                    officeLabel={memberOfficeName(member, locale) ? t('office.of', { office: memberOfficeName(member, locale) }) : null}
                    onOpen={(event) =>
                      modal.send({ type: 'member.open', slug: member.slug, source: event.detail === 0 ? 'keyboard' : 'card', returnFocusId: cardId(member.slug) })
                    }
                  />
                </div>
              ))}
            </div>
          </div>
          {carousel.length > 1 ? (
            <div className={styles.arrows}>
              <CarouselArrow direction="left" onClick={() => api?.scrollPrev()} label={t('carousel.previous')} />
              <CarouselArrow direction="right" onClick={() => api?.scrollNext()} label={t('carousel.next')} />
            </div>
          ) : null}
        </div>
      ) : null}
      {selected ? (
        <MembersModal
          member={selected}
          locale={locale}
          onClose={(reason) => modal.send({ type: reason === 'outside' ? 'modal.outsideClick' : reason === 'escape' ? 'modal.escape' : 'modal.close' })}
        />
      ) : null}
    </>
  );
}
