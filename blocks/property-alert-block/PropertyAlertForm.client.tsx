'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { BudgetSlider } from '@/blocks/shared/multi-step/BudgetSlider';
import { LeadStepsForm, type LeadStepContext, type LeadStepsFormProps } from '@/blocks/shared/multi-step/LeadStepsForm';
import { MunicipalityPicker } from '@/blocks/shared/multi-step/MunicipalityPicker';
import { ChoiceField } from '@/blocks/shared/multi-step/fields/ChoiceField';
import { NumberField } from '@/blocks/shared/multi-step/fields/NumberField';
import { SelectField } from '@/blocks/shared/multi-step/fields/SelectField';
import styles from '@/blocks/shared/multi-step/multi-step.module.pcss';
import { maskCount } from '@/lib/forms/masks';
import { currentSituations, movingDates, propertyTypeCodes } from '@/lib/forms/options';
import { alertStepSchemas, emptyAlertForm, toAlertPayload, validateAlertStep, type AlertFormValues } from '@/lib/forms/property-alert';
import type { Locale } from '@/lib/i18n/locales';

const config = { stepSchemas: alertStepSchemas, defaultValues: emptyAlertForm, validate: validateAlertStep, toPayload: toAlertPayload };

export type PropertyAlertFormProps = LeadStepsFormProps;

/** The property alert: 6 steps after the intro (spec 001 section 2). */
export function PropertyAlertForm(props: PropertyAlertFormProps) {
  const t = useTranslations('forms');
  return (
    <LeadStepsForm
      {...props}
      config={config}
      titles="alert"
      municipality={(field) => <MunicipalityPicker {...field} label={t('fields.municipalities')} />}
      steps={(ctx) => <AlertSteps {...ctx} />}
    />
  );
}

/** Steps 2 to 4: moving date and situation, budget, property type and counts. */
function AlertSteps({ step, form, fieldId, fieldError, disabled }: LeadStepContext<AlertFormValues>) {
  const t = useTranslations('forms');
  const locale = useLocale() as Locale;
  const options = <T extends string>(values: readonly T[], group: string) => values.map((value) => ({ value, label: t(`options.${group}.${value}` as never) }));
  return (
    <>
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
    </>
  );
}
