'use client';

import { useActorRef, useSelector } from '@xstate/react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo } from 'react';
import { useForm, useWatch, type DefaultValues, type FieldValues } from 'react-hook-form';
import { fromPromise } from 'xstate';
import { useCaptchaToken } from '@/blocks/shared/use-captcha-token';
import { pruneFixedErrors, type FieldErrors } from '@/lib/forms/errors';
import { describeFailure } from '@/lib/forms/failure';
import type { LeadPayloadContext } from '@/lib/forms/lead-common';
import { postLead } from '@/lib/forms/submit';
import type { Locale } from '@/lib/i18n/locales';
import { consentVersionFor } from '@/blocks/contact-form-block/consent';
import { multiStepFormMachine } from '@/machines/multi-step-form';
import { useContactInfo } from '@/stores/contact-info';
import { useSiteFacts } from '@/stores/site-facts';
import { inspect } from '@/lib/inspection/inspector';
import { honeypotValue } from './fields/honeypot-value';
import { useMunicipalities } from './use-municipalities';

export interface MultiStepConfig<V extends FieldValues> {
  stepCount: number;
  defaultValues: V;
  /** Consent checkboxes shown on the last step: only then is a consent text version sent. */
  showConsent: boolean;
  validate(step: number, values: V): FieldErrors;
  toPayload(values: V, ctx: LeadPayloadContext): Record<string, unknown>;
}

export type MultiStepStatus = 'intro' | 'editing' | 'submitting' | 'submitted' | 'failed';

/**
 * Everything a multi-step form needs: react-hook-form for the values, the machine for the
 * steps and the submit (captcha token + POST), the municipalities and the captcha for the
 * start button, the visitor's contact info as prefill, and field ids for focus.
 */
export function useMultiStepForm<V extends FieldValues>(config: MultiStepConfig<V>) {
  const idPrefix = useId();
  const locale = useLocale() as Locale;
  const tSubmit = useTranslations('forms.submit');
  const form = useForm<V>({ defaultValues: config.defaultValues as DefaultValues<V> });
  const captcha = useCaptchaToken();
  const site = useSiteFacts();
  const { municipalities, ready: municipalitiesReady, failed: municipalitiesFailed, retry: retryMunicipalities } = useMunicipalities();
  const { getToken, reset } = captcha;
  const honeypotId = `${idPrefix}-website`;

  const actor = useActorRef(
    multiStepFormMachine.provide({
      actors: {
        submitForm: fromPromise<unknown, { values: unknown }>(async ({ input }) => {
          const values = input.values as V;
          try {
            const token = await getToken();
            const payload = config.toPayload(values, {
              locale,
              recaptchaResponse: token,
              ...consentVersionFor(config.showConsent),
              honeypot: honeypotValue(honeypotId),
            });
            await postLead(payload, site);
            const { firstname, lastname, email, phone } = values as Record<string, string>;
            useContactInfo.getState().setContactInfo({ firstname, lastname, email, phone });
            return values;
          } catch (error) {
            throw describeFailure(error, { rateLimited: tSubmit('rate-limited') });
          } finally {
            reset();
          }
        }),
      },
    }),
    {
      input: {
        stepCount: config.stepCount,
        validate: (step, values) => config.validate(step, values as V),
        municipalitiesReady,
        captchaReady: captcha.ready,
      },
      inspect,
    },
  );

  useEffect(() => actor.send({ type: 'captcha.change', ready: captcha.ready }), [actor, captcha.ready]);
  useEffect(() => actor.send({ type: 'deps.municipalities', ready: municipalitiesReady }), [actor, municipalitiesReady]);
  useEffect(() => {
    // After mount, so the server HTML and the first client render agree.
    const { firstname, lastname, email, phone } = useContactInfo.getState();
    form.reset({ ...form.getValues(), firstname, lastname, email, phone });
  }, [form]);

  const status = useSelector(actor, (s) => s.value as MultiStepStatus);
  const step = useSelector(actor, (s) => s.context.step);
  const stepErrors = useSelector(actor, (s) => s.context.errors);
  // Errors follow the edits: a field filled since the last Next loses its message at once.
  const values = useWatch({ control: form.control });
  const liveErrors = stepErrors && Object.keys(stepErrors).length > 0 ? config.validate(step, values as V) : stepErrors;
  const pruned = pruneFixedErrors(stepErrors, liveErrors);
  const prunedKey = JSON.stringify(pruned);
  // Same object while the same errors show, so the list does not re-render or re-focus.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const errors = useMemo(() => pruned, [prunedKey]);
  const failure = useSelector(actor, (s) => s.context.failure);
  const canStart = useSelector(actor, (s) => s.context.municipalitiesReady && s.context.captchaReady);

  const start = () => actor.send({ type: 'form.start' });
  const next = () => actor.send({ type: 'form.next', values: form.getValues() });
  const previous = () => actor.send({ type: 'form.previous' });
  return {
    form,
    idPrefix,
    honeypotId,
    municipalities,
    municipalitiesFailed,
    retryMunicipalities,
    status,
    step,
    errors,
    /** Changes on each Next that finds errors (focus goes to the list then), not while typing. */
    errorsKey: stepErrors as object,
    failure,
    canStart,
    fieldId: (name: string) => `${idPrefix}-${name}`,
    start,
    next,
    previous,
    /** The MultiStepFrame props that come from the flow, the same in every multi-step form. */
    frame: {
      idPrefix,
      status,
      step,
      canStart,
      errorsKey: stepErrors as object,
      failureKey: failure,
      loadFailed: municipalitiesFailed,
      onRetryLoad: retryMunicipalities,
      onStart: start,
      onNext: next,
      onPrevious: previous,
    },
  };
}
