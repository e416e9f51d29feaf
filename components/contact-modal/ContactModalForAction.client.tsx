'use client';

import { useMemo } from 'react';
import { ContactModal } from './ContactModal.client';
import type { ContactModalsProps } from './contact-modals-props';
import { modalRequestFrom } from './modal-request';

/** The contact modal for a CMS link action's detail (loaded with the modal, on first open). */
export function ContactModalForAction({ detail, onClose, ...props }: ContactModalsProps & { detail: unknown; onClose(): void }) {
  const request = useMemo(() => modalRequestFrom(detail), [detail]);
  if (!request) return null;
  return <ContactModal {...props} request={request} onClose={onClose} />;
}
