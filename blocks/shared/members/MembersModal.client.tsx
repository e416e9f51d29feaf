'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { Icon } from '@/blocks/shared/content/Icon';
import { DialogClose, dialogFrame } from '@/blocks/shared/dialog/DialogClose';
import { SocialLinks } from './SocialLinks';
import { pick, type Locale } from '@/lib/i18n/locales';
import { runLinkAction } from '@/lib/content/link-action';
import { contactAction, displayName, hasProfile, languageNames, profilePath, registrationLines, telHref } from '@/lib/members/present';
import type { Member } from '@/lib/members/types';
import { initials } from './MemberCard';
import { memberOfficeName } from './office-label';
import styles from './members.module.pcss';

interface MembersModalProps {
  member: Member;
  locale: Locale;
  /** The close button, Escape (native dialog) or an outside click: the machine clears the selection. */
  onClose(reason: 'close' | 'escape' | 'outside'): void;
}

/**
 * The members modal (spec 000 "Members modal"): avatar, name, subtitle, info list, social
 * links, call-to-action buttons and the programs count with a tooltip, in a native <dialog>
 * (focus trapped while open). The machine in machines/members-modal.ts decides open/closed.
 */
export function MembersModal({ member, locale, onClose }: MembersModalProps) {
  const t = useTranslations('members');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const tipId = useId();
  const reason = useRef<'close' | 'escape' | 'outside'>('escape');

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const close = (why: 'close' | 'outside') => {
    reason.current = why;
    dialog.current?.close();
  };
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close('outside');
  };
  const individual = member.kind !== 'team';
  const subtitle = pick(member.subtitle, locale);
  const office = memberOfficeName(member, locale);
  const tel = telHref(member);
  const languages = languageNames(member.languages, locale);

  const openContact = () => {
    close('close');
    // After the dialog closed, so the contact modal is the one on top.
    setTimeout(() => runLinkAction(contactAction(member, locale), { dispatchEvent: (e) => window.dispatchEvent(e), querySelector: () => null }), 0);
  };

  return (
    <dialog
      ref={dialog}
      className={`${dialogFrame} ${styles.dialog}`}
      aria-labelledby={titleId}
      onClose={() => onClose(reason.current)}
      onClick={onBackdrop}
      data-testid="members-modal"
    >
      <div className={styles.panel}>
        <DialogClose className={styles.close} onClick={() => close('close')} label={t('modal.close')} iconSize={20} />
        <header className={styles.modalHeader}>
          {member.avatar ? (
            // eslint-disable-next-line @next/next/no-img-element -- CMS asset of any host and size.
            <img src={member.avatar.url} alt="" className={styles.modalAvatar} width={112} height={112} />
          ) : (
            <span className={styles.modalAvatar} aria-hidden="true">{initials(member.name)}</span>
          )}
          <div>
            <h2 id={titleId} className={styles.modalName}>{displayName(member)}</h2>
            {registrationLines(member, locale).map((line) => (
              <p key={line} className={styles.registration}>{line}</p>
            ))}
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </div>
        </header>

        <ul className={styles.infoList}>
          {member.phone_display ? (
            <li>
              <Icon icon="phone" size={18} />
              <span className="visually-hidden">{t('modal.phone')} </span>
              {tel ? <a href={tel}>{member.phone_display}</a> : member.phone_display}
            </li>
          ) : null}
          {member.email ? (
            <li>
              <Icon icon="mail" size={18} />
              <span className="visually-hidden">{t('modal.email')} </span>
              <a href={`mailto:${member.email}`}>{member.email}</a>
            </li>
          ) : null}
          {office ? (
            <li>
              <Icon icon="building" size={18} />
              {t('office.of', { office })}
            </li>
          ) : null}
          {languages.length > 0 ? (
            <li>
              <Icon icon="globe" size={18} />
              <span className="visually-hidden">{t('modal.languages')} </span>
              {languages.join(', ')}
            </li>
          ) : null}
        </ul>

        <SocialLinks links={member.social_links} />

        {member.programs.length > 0 ? (
          <div className={styles.programs}>
            <button type="button" className={styles.programsCount} aria-describedby={tipId}>
              <Icon icon="award" size={18} />
              {t('modal.programs', { count: member.programs.length })}
            </button>
            <div role="tooltip" id={tipId} className={styles.tooltip}>
              <strong>{t('modal.programs-help')}</strong>
              <ul>
                {member.programs.map((program, index) => (
                  <li key={index}>
                    <strong>{pick(program.title, locale)}</strong> — {pick(program.description, locale)}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        ) : null}

        <div className={styles.actions}>
          <button type="button" className="btn btn--primary" onClick={openContact}>
            <Icon icon="mail" size={18} />
            {individual ? t('modal.contact-individual', { name: member.name.split(' ')[0] ?? member.name }) : t('modal.contact-group')}
          </button>
          {tel ? (
            <a className="btn btn--secondary" href={tel}>
              <Icon icon="phone" size={18} />
              {t('modal.call')}
            </a>
          ) : null}
          {hasProfile(member.kind) ? (
            <a className="btn btn--secondary" href={profilePath(locale, member.slug)}>
              {t('modal.profile')}
            </a>
          ) : null}
        </div>
      </div>
    </dialog>
  );
}
