'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { CmsLink } from '@/blocks/shared/content/CmsLink';
import { DialogClose, dialogFrame } from '@/blocks/shared/dialog/DialogClose';
import { ContactForm } from '@/blocks/contact-form-block/ContactForm.client';
import type { Locale } from '@/lib/i18n/locales';
import { setScrollLock } from '@/stores/scroll-lock';
import { useSiteStore } from '@/stores/site';
import type { ContactModalsProps } from './contact-modals-props';
import { isIndividualRecipient, localText, modalAvatar, type ModalRequest } from './modal-request';
import styles from './styles.module.css';

export interface ContactModalProps extends ContactModalsProps {
  request: ModalRequest;
  onClose(): void;
}

/**
 * The contact modal (recipient avatar, name, subtitles and the contact form) or the
 * contact-us modal (a list of contact items), in a native <dialog>: it traps focus, closes
 * on Escape and gives focus back to the link that opened it. Page scroll is locked while open.
 */
export function ContactModal({ request, onClose, termsHref, privacyHref, showConsent, siteType, franchiseLogo, contactName = '' }: ContactModalProps) {
  const t = useTranslations('forms.modal');
  const locale = useLocale() as Locale;
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const lockId = `contact-modal${titleId}`;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    setScrollLock(lockId, true);
    return () => setScrollLock(lockId, false);
  }, [lockId, request]);

  // A click on the backdrop lands on the dialog itself, outside its panel.
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) dialog.current?.close();
  };

  // Internal links of the contact-us items carry the active variant, like the page's links.
  const variantId = useSiteStore((state) => state.variantData?.id ?? null);
  const ctx = { locale, variantId };
  return (
    <dialog ref={dialog} className={`${dialogFrame} ${styles.dialog}`} aria-labelledby={titleId} onClose={onClose} onClick={onBackdrop}>
      <div className={styles.panel}>
        <DialogClose className={styles.close} onClick={() => dialog.current?.close()} label={t('close')}>
          <span aria-hidden="true">×</span>
        </DialogClose>
        {request.kind === 'contact' ? (
          <ContactHeader
            request={request}
            titleId={titleId}
            locale={locale}
            individual={isIndividualRecipient(request.recipientType, siteType)}
            avatar={modalAvatar(request, siteType, franchiseLogo ?? null)}
            // Without a recipient the site's contact_name (metadata.contact_form) names who answers.
            fallbackName={request.recipient ? '' : contactName}
          />
        ) : (
          <h2 id={titleId} className={styles.title}>
            {t('contact-us-title')}
          </h2>
        )}
        {request.kind === 'contact' ? (
          <ContactForm key={request.recipient?.recipient_slug ?? 'site'} showConsent={showConsent} termsHref={termsHref} privacyHref={privacyHref} recipient={request.recipient} initialMessage={request.message} />
        ) : (
          <ul className={styles.items}>
            {request.items.map((item, index) => (
              <li key={index} className={styles.item}>
                <h3 className={styles.itemTitle}>{localText(item.main_title, locale)}</h3>
                {item.description ? <p className={styles.subtitle}>{localText(item.description, locale)}</p> : null}
                {item.icon_links_repeater.map((link, linkIndex) => (
                  <CmsLink key={linkIndex} link={{ ...link.icon_link, format: { type: 'text' } }} ctx={ctx} className={styles.link} />
                ))}
              </li>
            ))}
          </ul>
        )}
      </div>
    </dialog>
  );
}

interface ContactHeaderProps {
  request: Extract<ModalRequest, { kind: 'contact' }>;
  titleId: string;
  locale: Locale;
  individual: boolean;
  avatar: string | null;
  fallbackName: string;
}

function ContactHeader({ request, titleId, locale, individual, avatar, fallbackName }: ContactHeaderProps) {
  const t = useTranslations('forms.modal');
  const name = localText(request.name, locale) || fallbackName.trim();
  return (
    <header className={styles.header}>
      {avatar ? (
        // eslint-disable-next-line @next/next/no-img-element -- CMS asset of any host and size.
        <img src={avatar} alt="" className={styles.avatar} width={72} height={72} />
      ) : null}
      <div>
        <h2 id={titleId} className={styles.title}>
          {individual ? t('title-individual') : t('title-group')}
        </h2>
        {name ? <p className={styles.name}>{name}</p> : null}
        {request.subtitles.map((subtitle, index) => (
          <p key={index} className={styles.subtitle}>
            {localText(subtitle, locale)}
          </p>
        ))}
      </div>
    </header>
  );
}
