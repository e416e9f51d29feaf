import type { KeyboardEvent, MouseEvent } from 'react';
import { pick, type Locale } from '@/lib/i18n/locales';
import { registrationLines } from '@/lib/members/present';
import type { Member } from '@/lib/members/types';
import styles from './members.module.css';

interface MemberCardProps {
  member: Member;
  locale: Locale;
  /** The button's accessible name ("See Julie Tremblay's details"). */
  openLabel: string;
  officeLabel?: string | null;
  id?: string;
  onOpen?(event: MouseEvent | KeyboardEvent): void;
  compact?: boolean;
}

/**
 * A member's card: avatar, name, licence title and agency (Québec advertising rules), subtitle
 * and office. The whole card is one button that opens the members modal.
 */
export function MemberCard({ member, locale, openLabel, officeLabel, id, onOpen, compact }: MemberCardProps) {
  const lines = registrationLines(member, locale);
  const subtitle = pick(member.subtitle, locale);
  return (
    <article className={compact ? `${styles.card} ${styles.compact}` : styles.card} data-member={member.slug} data-office={member.office_slug ?? ''}>
      <button type="button" id={id} className={styles.cardButton} onClick={onOpen} aria-label={openLabel} aria-haspopup="dialog">
        <span className={styles.avatarWrap}>
          {member.avatar ? (
            // eslint-disable-next-line @next/next/no-img-element -- CMS asset of any host and size.
            <img src={member.avatar.url} alt="" className={styles.avatar} width={240} height={240} loading="lazy" />
          ) : (
            <span className={styles.avatarFallback} aria-hidden="true">{initials(member.name)}</span>
          )}
        </span>
        <span className={styles.cardBody}>
          <span className={styles.name}>{member.name}</span>
          {lines.map((line) => (
            <span key={line} className={styles.registration}>{line}</span>
          ))}
          {subtitle ? <span className={styles.subtitle}>{subtitle}</span> : null}
          {officeLabel ? <span className={styles.office}>{officeLabel}</span> : null}
        </span>
      </button>
    </article>
  );
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}
