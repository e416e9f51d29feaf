'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { MultiStepFrame } from '@/blocks/shared/multi-step/MultiStepFrame';
import { AddressStepFields, ContactStepFields } from '@/blocks/shared/multi-step/LeadContactSteps';
import { Honeypot } from '@/blocks/shared/multi-step/fields/Honeypot';
import { useErrorEntries, useFieldError } from '@/blocks/shared/multi-step/error-entries';
import type { MultiStepTexts } from '@/lib/blocks/shared/multi-step/schema';
import { useMultiStepForm } from '@/blocks/shared/multi-step/use-multi-step-form';
import { isPresent } from '@/lib/forms/fields';
import type { LeadContactValues } from '@/lib/forms/lead-common';
import { stepCount } from '@/lib/forms/multi-step';
import { emptyValuationForm, toValuationPayload, validateValuationStep, valuationStepSchemas } from '@/lib/forms/property-valuation';
import { MunicipalitySelect } from './MunicipalitySelect';
import { AreasStep, ProjectStep, PropertyStep, ReportsStep } from './ValuationSteps';

const TOTAL = stepCount(valuationStepSchemas);

export interface PropertyValuationFormProps {
  texts: MultiStepTexts;
  media: ReactNode;
  showConsent: boolean;
  termsHref: string;
  privacyHref: string;
}

/** The valuation request: 7 steps after the intro (spec 001 section 2). */
export function PropertyValuationForm({ texts, media, showConsent, termsHref, privacyHref }: PropertyValuationFormProps) {
  const t = useTranslations('forms');
  const flow = useMultiStepForm({ stepCount: TOTAL, showConsent, defaultValues: emptyValuationForm, validate: validateValuationStep, toPayload: toValuationPayload });
  const { form, step, errors, failure, fieldId } = flow;
  const fieldError = useFieldError(errors, failure);
  // Its one municipality is labelled in the singular: the error list names it the same way.
  const entries = useErrorEntries(errors, failure, fieldId, { municipalities: t('fields.municipality') });
  const [address, postalCode, city] = useWatch({ control: form.control, name: ['address', 'postal_code', 'city'] });
  const stepProps = { form, fieldId, fieldError };
  const lead = { register: (name: keyof LeadContactValues) => form.register(name), fieldId, fieldError };

  return (
    <MultiStepFrame
      {...flow.frame}
      texts={texts}
      media={media}
      total={TOTAL}
      stepTitle={step > 0 ? t(`valuation.steps.${step}` as never) : ''}
      errorEntries={entries}
      submitBlocked={![address, postalCode, city].every(isPresent)}
    >
      {step === 1 ? (
        <Controller
          control={form.control}
          name="municipalities"
          render={({ field }) => (
            <MunicipalitySelect id={fieldId('municipalities')} label={t('fields.municipality')} municipalities={flow.municipalities} value={field.value} onChange={field.onChange} error={fieldError('municipalities')} />
          )}
        />
      ) : null}
      {step === 2 ? <PropertyStep {...stepProps} /> : null}
      {step === 3 ? <AreasStep {...stepProps} /> : null}
      {step === 4 ? <ReportsStep {...stepProps} /> : null}
      {step === 5 ? <ProjectStep {...stepProps} /> : null}
      {step === 6 ? <ContactStepFields {...lead} /> : null}
      {step === 7 ? <AddressStepFields {...lead} showConsent={showConsent} termsHref={termsHref} privacyHref={privacyHref} /> : null}
      <Honeypot id={flow.honeypotId} />
    </MultiStepFrame>
  );
}
