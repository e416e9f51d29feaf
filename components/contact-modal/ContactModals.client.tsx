'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { cmsActionEvent, isModalAction } from './modal-action';
import type { ContactModalsProps } from './contact-modals-props';

/**
 * Loaded on first open only: the form, its machine, the captcha and the validation of the
 * action's parameters (zod) stay out of the page's first load.
 */
const ContactModal = dynamic(() => import('./ContactModalForAction.client').then((m) => m.ContactModalForAction), { ssr: false });

/**
 * Render once per page. Opens the contact modal or the contact-us modal when a CMS link
 * announces 'open_contact_modal' / 'open_contact_us_modal' on window (lib/content/link-action).
 */
export function ContactModals(props: ContactModalsProps) {
  const [detail, setDetail] = useState<unknown>(null);
  useEffect(() => {
    const onAction = (event: Event) => {
      const next = (event as CustomEvent).detail;
      if (isModalAction(next)) setDetail(next);
    };
    window.addEventListener(cmsActionEvent, onAction);
    return () => window.removeEventListener(cmsActionEvent, onAction);
  }, []);
  if (!detail) return null;
  return <ContactModal {...props} detail={detail} onClose={() => setDetail(null)} />;
}
