'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { Municipality } from '@/stores/site';
import type { MultiStepTexts } from '@/blocks/shared/multi-step/schema';
import { isPresent } from '@/lib/forms/fields';
import type { LeadContactValues } from '@/lib/forms/lead-common';
import { stepCount, type StepSchemas } from '@/lib/forms/multi-step';
import { useErrorEntries, useFieldError } from './error-entries';
import { Honeypot } from './fields/Honeypot';
import { AddressStepFields, ContactStepFields } from './LeadContactSteps';
import { MultiStepFrame } from './MultiStepFrame';
import { useMultiStepForm, type MultiStepConfig } from './use-multi-step-form';

/** What the server block passes to a property lead form (alert, valuation). */
export interface LeadStepsFormProps {
  texts: MultiStepTexts;
  media: ReactNode;
  showConsent: boolean;
  termsHref: string;
  privacyHref: string;
}

export type LeadStepValues = LeadContactValues & { municipalities: string[] };

/** The props of step 1's municipality field, bound to the form. */
export interface MunicipalityFieldProps {
  id: string;
  municipalities: Municipality[];
  value: string[];
  onChange(value: string[]): void;
  error?: string;
  disabled: boolean;
}

/** What the form's own steps (between the municipality and the contact) are given. */
export interface LeadStepContext<V extends LeadStepValues> {
  step: number;
  form: UseFormReturn<V>;
  fieldId(name: string): string;
  fieldError(name: string): string | undefined;
  disabled: boolean;
}

interface Props<V extends LeadStepValues> extends LeadStepsFormProps {
  /** The step schemas, values and payload of the form. */
  config: Omit<MultiStepConfig<V>, 'stepCount' | 'showConsent'> & { stepSchemas: StepSchemas };
  /** The message group of its step titles: forms.<titles>.steps.<n>. */
  titles: 'alert' | 'valuation';
  /** Labels in the error list that differ from forms.fields.<name>. */
  errorLabels?: Partial<Record<string, string>>;
  municipality(field: MunicipalityFieldProps): ReactNode;
  /** Steps 2 to N-2; the last two are always the contact and the address. */
  steps(ctx: LeadStepContext<V>): ReactNode;
}

/**
 * A property lead as a multi-step form (spec 001 section 2): the municipality first, the
 * form's own steps, then the contact and the address; submit stays disabled while address,
 * postal code or city is empty.
 */
export function LeadStepsForm<V extends LeadStepValues>({ config, titles, errorLabels, municipality, steps, texts, media, showConsent, termsHref, privacyHref }: Props<V>) {
  const t = useTranslations('forms');
  const total = stepCount(config.stepSchemas);
  const flow = useMultiStepForm<V>({ stepCount: total, showConsent, defaultValues: config.defaultValues, validate: config.validate, toPayload: config.toPayload });
  const { step, status, errors, failure, fieldId } = flow;
  // The fields every lead form has; its own steps get the form with its own values.
  const form = flow.form as unknown as UseFormReturn<LeadStepValues>;
  const fieldError = useFieldError(errors, failure);
  const entries = useErrorEntries(errors, failure, fieldId, errorLabels);
  const [address, postalCode, city] = useWatch({ control: form.control, name: ['address', 'postal_code', 'city'] });
  const disabled = status === 'submitting';
  const lead = { register: (name: keyof LeadContactValues) => form.register(name), fieldId, fieldError };

  return (
    <MultiStepFrame
      {...flow.frame}
      texts={texts}
      media={media}
      total={total}
      stepTitle={step > 0 ? t(`${titles}.steps.${step}` as never) : ''}
      errorEntries={entries}
      submitBlocked={![address, postalCode, city].every(isPresent)}
    >
      {step === 1 ? (
        <Controller
          control={form.control}
          name="municipalities"
          render={({ field }) => <>{municipality({ id: fieldId('municipalities'), municipalities: flow.municipalities, value: field.value, onChange: field.onChange, error: fieldError('municipalities'), disabled })}</>}
        />
      ) : null}
      {step > 1 && step < total - 1 ? steps({ step, form: flow.form, fieldId, fieldError, disabled }) : null}
      {step === total - 1 ? <ContactStepFields {...lead} /> : null}
      {step === total ? <AddressStepFields {...lead} showConsent={showConsent} termsHref={termsHref} privacyHref={privacyHref} /> : null}
      <Honeypot id={flow.honeypotId} />
    </MultiStepFrame>
  );
}
