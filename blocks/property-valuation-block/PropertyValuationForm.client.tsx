'use client';

import { useTranslations } from 'next-intl';
import { LeadStepsForm, type LeadStepContext, type LeadStepsFormProps } from '@/blocks/shared/multi-step/LeadStepsForm';
import { emptyValuationForm, toValuationPayload, validateValuationStep, valuationStepSchemas, type ValuationFormValues } from '@/lib/forms/property-valuation';
import { MunicipalitySelect } from './MunicipalitySelect';
import { AreasStep, ProjectStep, PropertyStep, ReportsStep } from './ValuationSteps';

const config = { stepSchemas: valuationStepSchemas, defaultValues: emptyValuationForm, validate: validateValuationStep, toPayload: toValuationPayload };

export type PropertyValuationFormProps = LeadStepsFormProps;

/** The valuation request: 7 steps after the intro (spec 001 section 2). */
export function PropertyValuationForm(props: PropertyValuationFormProps) {
  const t = useTranslations('forms');
  return (
    <LeadStepsForm
      {...props}
      config={config}
      titles="valuation"
      // Its one municipality is labelled in the singular: the error list names it the same way.
      errorLabels={{ municipalities: t('fields.municipality') }}
      municipality={(field) => <MunicipalitySelect {...field} label={t('fields.municipality')} />}
      steps={(ctx) => <ValuationSteps {...ctx} />}
    />
  );
}

/** Steps 2 to 5: the property, its areas, the reports and the project. */
function ValuationSteps({ step, form, fieldId, fieldError }: LeadStepContext<ValuationFormValues>) {
  const stepProps = { form, fieldId, fieldError };
  if (step === 2) return <PropertyStep {...stepProps} />;
  if (step === 3) return <AreasStep {...stepProps} />;
  if (step === 4) return <ReportsStep {...stepProps} />;
  if (step === 5) return <ProjectStep {...stepProps} />;
  return null;
}
