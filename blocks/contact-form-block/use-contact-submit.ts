'use client';

import { useActorRef, useSelector } from '@xstate/react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { fromPromise } from 'xstate';
import { useCaptchaToken } from '@/blocks/shared/use-captcha-token';
import { recipientFromQuery, toContactPayload, type ContactFormData, type ContactFormValues, type Recipient } from '@/lib/forms/contact';
import { describeFailure } from '@/lib/forms/failure';
import { postLead } from '@/lib/forms/submit';
import type { Locale } from '@/lib/i18n/locales';
import { contactFormMachine } from '@/machines/contact-form';
import { useToasts } from '@/stores/toasts';
import { honeypotValue } from '@/blocks/shared/multi-step/fields/honeypot-value';
import { useContactInfo } from '@/stores/contact-info';
import { useSiteFacts } from '@/stores/site-facts';
import { inspect } from '@/lib/inspection/inspector';
import { consentVersionFor } from '@/blocks/contact-form-block/consent';

/**
 * Wires the contact form machine to the page: the captcha, the site's API identity, the
 * intake and the form (clearing the message and consents, showing server field errors).
 */
export function useContactSubmit(
  form: UseFormReturn<ContactFormValues, unknown, ContactFormData>,
  addressing: { recipient: Recipient | null; recipientFromUrl: boolean; showConsent: boolean },
  honeypotId: string,
) {
  const t = useTranslations('forms.submit');
  const locale = useLocale() as Locale;
  const captcha = useCaptchaToken();
  const site = useSiteFacts();
  const { getToken, reset } = captcha;
  // The machine is created once, with what it needs for the life of the form (the modal
  // remounts the form when its recipient changes; getToken and reset are stable).
  const { recipient, recipientFromUrl, showConsent } = addressing;

  const actor = useActorRef(
    contactFormMachine.provide({
      actors: {
        sendMessage: fromPromise<unknown, { values: unknown }>(async ({ input }) => {
          const values = input.values as ContactFormData;
          // The contact page addresses its message from ?recipient_type=&recipient_slug=.
          const to = recipient ?? (recipientFromUrl ? recipientFromQuery(new URLSearchParams(window.location.search)) : null);
          try {
            const token = await getToken();
            const payload = toContactPayload(values, {
              locale,
              recaptchaResponse: token,
              recipient: to,
              ...consentVersionFor(showConsent),
              honeypot: honeypotValue(honeypotId),
            });
            await postLead(payload, site);
            return values;
          } catch (error) {
            throw describeFailure(error, { rateLimited: t('rate-limited') });
          } finally {
            reset();
          }
        }),
      },
      actions: {
        clearMessage: () => {
          form.resetField('message', { defaultValue: '' });
          form.resetField('consent_transaction', { defaultValue: false });
          form.resetField('consent_marketing', { defaultValue: false });
        },
        rememberContact: (_, { values }) => {
          const { firstname, lastname, email, phone } = values as ContactFormData;
          useContactInfo.getState().setContactInfo({ firstname, lastname, email, phone });
        },
        showToast: (_, toast) => void useToasts.getState().push(toast),
        showFieldErrors: (_, { fieldErrors }) => {
          const fields = Object.keys(fieldErrors).filter((field) => field in form.getValues());
          fields.forEach((field, index) => {
            const message = fieldErrors[field]?.[0];
            if (message) form.setError(field as keyof ContactFormValues, { type: 'server', message }, { shouldFocus: index === 0 });
          });
        },
      },
    }),
    {
      input: {
        texts: {
          successTitle: t('success-title'),
          successMessage: t('success-message'),
          failureTitle: t('failed-title'),
          failureGeneric: t('failed-generic'),
        },
        captchaReady: captcha.ready,
      },
      inspect,
    },
  );

  useEffect(() => {
    actor.send({ type: 'captcha.change', ready: captcha.ready });
  }, [actor, captcha.ready]);

  const status = useSelector(actor, (snapshot) => snapshot.value as 'neutral' | 'sending' | 'success' | 'failure');
  const canSend = useSelector(actor, (snapshot) => snapshot.context.captchaReady && !snapshot.matches('sending'));
  const submit = (values: ContactFormData) => actor.send({ type: 'form.submit', values });
  return { status, canSend, submit };
}

