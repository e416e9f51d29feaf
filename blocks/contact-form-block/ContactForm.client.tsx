'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { ConsentFields } from '@/blocks/shared/multi-step/fields/ConsentFields';
import { Honeypot } from '@/blocks/shared/multi-step/fields/Honeypot';
import { TextField } from '@/blocks/shared/multi-step/fields/TextField';
import { useErrorText } from '@/blocks/shared/multi-step/fields/use-error-text';
import { contactFormSchema, emptyContactForm, type ContactFormData, type ContactFormValues, type Recipient } from '@/lib/forms/contact';
import { maskPhone } from '@/lib/forms/masks';
import { useContactInfo } from '@/stores/contact-info';
import { useContactSubmit } from './use-contact-submit';
import styles from './contact-form.module.pcss';

export interface ContactFormProps {
  /** Shows the consent checkboxes (metadata.contact_form.show_consent, default true). */
  showConsent: boolean;
  termsHref: string;
  privacyHref: string;
  /** Who receives the message; null: the site. */
  recipient?: Recipient | null;
  /** On the contact page: read ?recipient_type=&recipient_slug= from the address. */
  recipientFromUrl?: boolean;
  /** A message to start from (a link's open_contact_modal action_params.message). */
  initialMessage?: string;
}

/**
 * The contact form of spec 000 sections 4-5: first name, last name, email, optional masked
 * phone, a 5-line message and the consents. Prefilled from the visitor's earlier forms
 * after mount; errors are tied to their inputs and focus goes to the first one.
 */
export function ContactForm({ showConsent, termsHref, privacyHref, recipient = null, recipientFromUrl = false, initialMessage }: ContactFormProps) {
  const t = useTranslations('forms');
  const errorText = useErrorText();
  const id = useId();
  const form = useForm<ContactFormValues, unknown, ContactFormData>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: emptyContactForm,
  });
  const { register, handleSubmit, formState, reset, getValues } = form;
  const { status, canSend, submit } = useContactSubmit(form, { recipient, recipientFromUrl, showConsent }, `${id}-website`);

  useEffect(() => {
    // After mount, so the server HTML and the first client render agree.
    const { firstname, lastname, email, phone } = useContactInfo.getState();
    const values = getValues();
    reset({ ...values, firstname, lastname, email, phone, message: initialMessage ?? values.message });
  }, [reset, getValues, initialMessage]);

  const sending = status === 'sending';
  const error = (name: keyof ContactFormValues) => errorText(formState.errors[name]?.message);
  const statusText = sending ? t('contact.sending') : status === 'success' ? t('contact.status-sent') : status === 'failure' ? t('contact.status-failed') : '';

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(submit)} aria-busy={sending || undefined}>
      <p className={styles.note}>{t('contact.required-note')}</p>
      <div className={styles.row}>
        <TextField id={`${id}-firstname`} label={t('fields.firstname')} required autoComplete="given-name" registration={register('firstname')} error={error('firstname')} disabled={sending} />
        <TextField id={`${id}-lastname`} label={t('fields.lastname')} required autoComplete="family-name" registration={register('lastname')} error={error('lastname')} disabled={sending} />
      </div>
      <div className={styles.row}>
        <TextField id={`${id}-email`} label={t('fields.email')} required type="email" inputMode="email" autoComplete="email" registration={register('email')} error={error('email')} disabled={sending} />
        <TextField
          id={`${id}-phone`}
          label={`${t('fields.phone')} (${t('contact.optional')})`}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(514) 555-1234"
          mask={maskPhone}
          registration={register('phone')}
          error={error('phone')}
          disabled={sending}
        />
      </div>
      <TextField id={`${id}-message`} label={t('fields.message')} required rows={5} registration={register('message')} error={error('message')} disabled={sending} />
      {showConsent ? <ConsentFields idPrefix={id} transaction={register('consent_transaction')} marketing={register('consent_marketing')} termsHref={termsHref} privacyHref={privacyHref} disabled={sending} /> : null}
      <Honeypot id={`${id}-website`} />
      <div className={styles.actions}>
        <button type="submit" className="btn btn--primary" disabled={!canSend}>
          {sending ? t('contact.sending') : t('contact.send')}
        </button>
        <p className={styles.status} role="status" aria-live="polite">
          {statusText}
        </p>
      </div>
    </form>
  );
}
