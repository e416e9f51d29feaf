'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { ContextType, Member, OfficeOption } from '@/lib/members/types';
import { MemberCard } from '@/blocks/shared/members/MemberCard';
import { hasProfile, profilePath } from '@/lib/members/present';
import { MembersModal } from '@/blocks/shared/members/MembersModal.client';
import { SearchableSelect } from '@/blocks/shared/members/SearchableSelect.client';
import { memberOfficeName, officeName } from '@/blocks/shared/members/office-label';
import { useMembersModal } from '@/blocks/shared/members/use-members-modal';
import styles from '@/blocks/shared/members/members.module.pcss';
import { ALL_OFFICES, LOAD_MORE_ROOT_MARGIN, createLoadMoreGate, filterByOffice, hasMore, visibleCards } from './paging';
import { useCardsPerPage } from './use-cards-per-page';

interface MemberCardsGridProps {
  blockId: string;
  locale: Locale;
  contextType: ContextType;
  members: Member[];
  offices: OfficeOption[];
}

/**
 * The interactive part of member cards: office filter (back to page 1), pages by breakpoint,
 * a load-more trigger watched with a 25% margin and locked 1000 ms after it fires, and a
 * See more button for browsers without IntersectionObserver and for keyboard users (it
 * shows when focused). Cards open the members modal.
 */
export function MemberCardsGrid({ blockId, locale, contextType, members, offices }: MemberCardsGridProps) {
  const t = useTranslations('members');
  const perPage = useCardsPerPage();
  const [office, setOffice] = useState(ALL_OFFICES);
  const [pages, setPages] = useState(1);
  const [observing, setObserving] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const gate = useRef(createLoadMoreGate());
  // After See more, focus moves to the first card it revealed (keyboard users keep their place).
  const focusIndex = useRef<number | null>(null);
  const modal = useMembersModal();

  const filtered = useMemo(() => filterByOffice(members, office), [members, office]);
  const shown = visibleCards(filtered, pages, perPage);
  const more = hasMore(filtered.length, pages, perPage);
  const cardId = (slug: string) => `${blockId}-card-${slug}`;

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null) return;
    focusIndex.current = null;
    const member = shown[index];
    if (member) document.getElementById(cardId(member.slug))?.focus();
  });

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !more || typeof IntersectionObserver === 'undefined') return;
    setObserving(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && gate.current.tryFire()) setPages((p) => p + 1);
      },
      { rootMargin: `0px 0px ${LOAD_MORE_ROOT_MARGIN} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [more, pages]);

  const officeOptions = [
    { value: ALL_OFFICES, label: t('office.all') },
    ...offices.map((o) => ({ value: o.slug, label: officeName(o, locale) })),
  ];
  const selected = modal.selected ? members.find((m) => m.slug === modal.selected) : undefined;

  return (
    <div className={styles.cardsBlock} data-context={contextType}>
      <div className={styles.toolbar}>
        {offices.length > 1 ? (
          <SearchableSelect
            label={t('office.label')}
            placeholder={t('office.search')}
            noneText={t('office.none')}
            options={officeOptions}
            value={office}
            keepSelection
            testId="office-filter"
            onChange={(value) => {
              setOffice(value);
              setPages(1);
            }}
          />
        ) : null}
        <p className={styles.count} aria-live="polite" data-testid="members-count">
          {t('cards.shown', { shown: shown.length, total: filtered.length })}
        </p>
      </div>
      {filtered.length === 0 ? <p className={styles.empty}>{t('cards.empty')}</p> : null}
      <ul className={styles.grid} data-testid="member-cards">
        {shown.map((member) => (
          <li key={member.slug}>
            <MemberCard
              member={member}
              locale={locale}
              id={cardId(member.slug)}
              openLabel={t('cards.open', { name: member.name })}
              href={hasProfile(member.kind) ? profilePath(locale, member.slug) : null}
              officeLabel={memberOfficeName(member, locale) ? t('office.of', { office: memberOfficeName(member, locale) }) : null}
              onOpen={(event) =>
                modal.send({
                  type: 'member.open',
                  slug: member.slug,
                  source: event.detail === 0 ? 'keyboard' : 'card',
                  returnFocusId: cardId(member.slug),
                })
              }
            />
          </li>
        ))}
      </ul>
      {more ? (
        <>
          <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
          <div className={styles.seeMoreRow}>
            <button
              type="button"
              className={`btn btn--secondary ${styles.seeMore}`}
              data-observing={observing}
              onClick={() => {
                focusIndex.current = shown.length;
                setPages((p) => p + 1);
              }}
            >
              {t('cards.see-more')}
            </button>
          </div>
        </>
      ) : null}
      {selected ? (
        <MembersModal
          member={selected}
          locale={locale}
          onClose={(reason) => modal.send({ type: reason === 'outside' ? 'modal.outsideClick' : reason === 'escape' ? 'modal.escape' : 'modal.close' })}
        />
      ) : null}
    </div>
  );
}
