'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { cmsActionEvent, modalRequestFrom, type ModalRequest } from './modal-request';
import type { ContactModalsProps } from './contact-modals-props';

/** Loaded on first open only: the form, its machine and the captcha stay out of the page's first load. */
const ContactModal = dynamic(() => import('./ContactModal.client').then((m) => m.ContactModal), { ssr: false });

/**
 * Render once per page. Opens the contact modal or the contact-us modal when a CMS link
 * announces 'open_contact_modal' / 'open_contact_us_modal' on window (lib/content/link-action).
 */
export function ContactModals(props: ContactModalsProps) {
  const [request, setRequest] = useState<ModalRequest | null>(null);
  useEffect(() => {
    const onAction = (event: Event) => {
      const next = modalRequestFrom((event as CustomEvent).detail);
      if (next) setRequest(next);
    };
    window.addEventListener(cmsActionEvent, onAction);
    return () => window.removeEventListener(cmsActionEvent, onAction);
  }, []);
  if (!request) return null;
  return <ContactModal {...props} request={request} onClose={() => setRequest(null)} />;
}
