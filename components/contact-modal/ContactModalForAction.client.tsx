'use client';

import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { use, useMemo } from 'react';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { ContactModal } from './ContactModal.client';
import type { ContactModalsProps } from './contact-modals-props';
import { contactModalMessages } from './modal-messages';
import { modalRequestFrom } from './modal-request';

/** The contact modal for a CMS link action's detail (loaded with the modal, on first open, with its messages). */
export function ContactModalForAction({ detail, onClose, ...props }: ContactModalsProps & { detail: unknown; onClose(): void }) {
  const locale = useLocale();
  const pageMessages = useMessages();
  const modalMessages = use(contactModalMessages(isLocale(locale) ? locale : defaultLocale));
  const messages = useMemo(() => ({ ...pageMessages, ...modalMessages }), [pageMessages, modalMessages]);
  const request = useMemo(() => modalRequestFrom(detail), [detail]);
  if (!request) return null;
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <ContactModal {...props} request={request} onClose={onClose} />
    </NextIntlClientProvider>
  );
}
