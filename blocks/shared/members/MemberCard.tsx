import type { KeyboardEvent, MouseEvent } from 'react';
import { pick, type Locale } from '@/lib/i18n/locales';
import { displayName, registrationLines } from '@/lib/members/present';
import type { Member } from '@/lib/members/types';
import styles from './members.module.pcss';

interface MemberCardProps {
  member: Member;
  locale: Locale;
  /** What the card does ("See Julie Tremblay's details"), as its title: its name is its visible text (WCAG 2.5.3). */
  openLabel: string;
  /** The member's profile page, when it has one: the card is then a link to it. */
  href?: string | null;
  officeLabel?: string | null;
  id?: string;
  onOpen?(event: MouseEvent | KeyboardEvent): void;
  compact?: boolean;
}

/**
 * A member's card: avatar, name, licence title and agency (Québec advertising rules), subtitle
 * and office. The whole card is one control that opens the members modal: a link to the
 * member's profile when there is one (progressive enhancement: without JavaScript, with a
 * middle click or a modifier key, the browser follows it), else a button.
 */
export function MemberCard({ member, locale, openLabel, href, officeLabel, id, onOpen, compact }: MemberCardProps) {
  const lines = registrationLines(member, locale);
  const subtitle = pick(member.subtitle, locale);
  const body = <CardBody member={member} lines={lines} subtitle={subtitle} officeLabel={officeLabel} />;
  return (
    <article className={compact ? `${styles.card} ${styles.compact}` : styles.card} data-member={member.slug} data-office={member.office_slug ?? ''}>
      {href ? (
        <a href={href} id={id} className={styles.cardButton} title={openLabel} aria-haspopup="dialog" onClick={(event) => openInPlace(event, onOpen)}>
          {body}
        </a>
      ) : (
        <button type="button" id={id} className={styles.cardButton} onClick={onOpen} title={openLabel} aria-haspopup="dialog">
          {body}
        </button>
      )}
    </article>
  );
}

/** A plain click opens the modal; a new tab or window (modifier keys) follows the link. */
function openInPlace(event: MouseEvent<HTMLAnchorElement>, onOpen: MemberCardProps['onOpen']): void {
  if (!onOpen || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  onOpen(event);
}

function CardBody({ member, lines, subtitle, officeLabel }: { member: Member; lines: string[]; subtitle: string | undefined; officeLabel?: string | null }) {
  return (
    <>
        <span className={styles.avatarWrap}>
          {member.avatar ? (
            // eslint-disable-next-line @next/next/no-img-element -- CMS asset of any host and size.
            <img src={member.avatar.url} alt="" className={styles.avatar} width={240} height={240} loading="lazy" />
          ) : (
            <span className={styles.avatarFallback} aria-hidden="true">{initials(member.name)}</span>
          )}
        </span>
        <span className={styles.cardBody}>
          <span className={styles.name}>{displayName(member)}</span>
          {lines.map((line) => (
            <span key={line} className={styles.registration}>{line}</span>
          ))}
          {subtitle ? <span className={styles.subtitle}>{subtitle}</span> : null}
          {officeLabel ? <span className={styles.office}>{officeLabel}</span> : null}
        </span>
    </>
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
