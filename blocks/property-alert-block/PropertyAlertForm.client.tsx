'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { MultiStepFrame } from '@/blocks/shared/multi-step/MultiStepFrame';
import { AddressStepFields, ContactStepFields } from '@/blocks/shared/multi-step/LeadContactSteps';
import { BudgetSlider } from '@/blocks/shared/multi-step/BudgetSlider';
import { MunicipalityPicker } from '@/blocks/shared/multi-step/MunicipalityPicker';
import { Honeypot } from '@/blocks/shared/multi-step/fields/Honeypot';
import { ChoiceField } from '@/blocks/shared/multi-step/fields/ChoiceField';
import { NumberField } from '@/blocks/shared/multi-step/fields/NumberField';
import { SelectField } from '@/blocks/shared/multi-step/fields/SelectField';
import { useErrorEntries, useFieldError } from '@/blocks/shared/multi-step/error-entries';
import type { MultiStepTexts } from '@/lib/blocks/shared/multi-step/schema';
import { useMultiStepForm } from '@/blocks/shared/multi-step/use-multi-step-form';
import styles from '@/blocks/shared/multi-step/multi-step.module.css';
import { isPresent } from '@/lib/forms/fields';
import type { LeadContactValues } from '@/lib/forms/lead-common';
import { maskCount } from '@/lib/forms/masks';
import { currentSituations, movingDates, propertyTypeCodes } from '@/lib/forms/options';
import { alertStepSchemas, emptyAlertForm, toAlertPayload, validateAlertStep } from '@/lib/forms/property-alert';
import { stepCount } from '@/lib/forms/multi-step';
import type { Locale } from '@/lib/i18n/locales';

const TOTAL = stepCount(alertStepSchemas);

export interface PropertyAlertFormProps {
  texts: MultiStepTexts;
  media: ReactNode;
  showConsent: boolean;
  termsHref: string;
  privacyHref: string;
}

/** The property alert: 6 steps after the intro (spec 001 section 2). */
export function PropertyAlertForm({ texts, media, showConsent, termsHref, privacyHref }: PropertyAlertFormProps) {
  const t = useTranslations('forms');
  const locale = useLocale() as Locale;
  const flow = useMultiStepForm({ stepCount: TOTAL, showConsent, defaultValues: emptyAlertForm, validate: validateAlertStep, toPayload: toAlertPayload });
  const { form, step, status, errors, failure, fieldId } = flow;
  const fieldError = useFieldError(errors, failure);
  const entries = useErrorEntries(errors, failure, fieldId);
  const [address, postalCode, city] = useWatch({ control: form.control, name: ['address', 'postal_code', 'city'] });
  const disabled = status === 'submitting';
  const options = <T extends string>(values: readonly T[], group: string) => values.map((value) => ({ value, label: t(`options.${group}.${value}` as never) }));
  const lead = { register: (name: keyof LeadContactValues) => form.register(name), fieldId, fieldError };

  return (
    <MultiStepFrame
      {...flow.frame}
      texts={texts}
      media={media}
      total={TOTAL}
      stepTitle={step > 0 ? t(`alert.steps.${step}` as never) : ''}
      errorEntries={entries}
      // Alert step 6: submit stays disabled while address, postal code or city is empty.
      submitBlocked={![address, postalCode, city].every(isPresent)}
    >
      {step === 1 ? (
        <Controller
          control={form.control}
          name="municipalities"
          render={({ field }) => (
            <MunicipalityPicker id={fieldId('municipalities')} label={t('fields.municipalities')} municipalities={flow.municipalities} value={field.value} onChange={field.onChange} error={fieldError('municipalities')} disabled={disabled} />
          )}
        />
      ) : null}
      {step === 2 ? (
        <>
          <SelectField id={fieldId('moving_date')} label={t('fields.moving_date')} required placeholder={t('options.choose')} options={options(movingDates, 'moving_date')} registration={form.register('moving_date')} error={fieldError('moving_date')} />
          <SelectField id={fieldId('current_situation')} label={t('fields.current_situation')} required placeholder={t('options.choose')} options={options(currentSituations, 'current_situation')} registration={form.register('current_situation')} error={fieldError('current_situation')} />
        </>
      ) : null}
      {step === 3 ? (
        <Controller
          control={form.control}
          name="budget"
          render={({ field }) => <BudgetSlider id={fieldId('budget')} label={t('fields.budget')} locale={locale} value={field.value} onChange={field.onChange} disabled={disabled} />}
        />
      ) : null}
      {step === 4 ? (
        <>
          <div className={styles.wide}>
            <ChoiceField id={fieldId('property_type')} legend={t('fields.property_type')} options={[{ value: '', label: t('options.property_type.any') }, ...options(propertyTypeCodes, 'property_type')]} registration={form.register('property_type')} />
          </div>
          <NumberField control={form.control} name="bedrooms" id={fieldId('bedrooms')} label={t('fields.bedrooms')} required mask={maskCount} error={fieldError('bedrooms')} />
          <NumberField control={form.control} name="bathrooms" id={fieldId('bathrooms')} label={t('fields.bathrooms')} required mask={maskCount} error={fieldError('bathrooms')} />
        </>
      ) : null}
      {step === 5 ? <ContactStepFields {...lead} /> : null}
      {step === 6 ? <AddressStepFields {...lead} showConsent={showConsent} termsHref={termsHref} privacyHref={privacyHref} /> : null}
      <Honeypot id={flow.honeypotId} />
    </MultiStepFrame>
  );
}
