'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { ChoiceField } from '@/blocks/shared/multi-step/fields/ChoiceField';
import { NumberField } from '@/blocks/shared/multi-step/fields/NumberField';
import { SelectField } from '@/blocks/shared/multi-step/fields/SelectField';
import { TextField } from '@/blocks/shared/multi-step/fields/TextField';
import styles from '@/blocks/shared/multi-step/multi-step.module.pcss';
import { maskArea, maskCount, maskYear } from '@/lib/forms/masks';
import { areaUnits, measurementSystems, propertyTypeCodes } from '@/lib/forms/options';
import type { ValuationFormValues } from '@/lib/forms/property-valuation';
import type { Locale } from '@/lib/i18n/locales';
import { YesNoField } from './YesNoField';

interface StepProps {
  form: UseFormReturn<ValuationFormValues>;
  fieldId(name: string): string;
  fieldError(name: string): string | undefined;
}

/** Step 2: property type, year of construction and the four counts. */
export function PropertyStep({ form, fieldId, fieldError }: StepProps) {
  const t = useTranslations('forms');
  const count = (name: 'bedrooms' | 'bathrooms' | 'parking' | 'garage') => (
    <NumberField control={form.control} name={name} id={fieldId(name)} label={t(`fields.${name}`)} required mask={maskCount} error={fieldError(name)} />
  );
  return (
    <>
      <SelectField
        id={fieldId('property_type')}
        label={t('fields.property_type')}
        required
        placeholder={t('options.choose')}
        options={propertyTypeCodes.map((value) => ({ value, label: t(`options.property_type.${value}`) }))}
        registration={form.register('property_type')}
        error={fieldError('property_type')}
      />
      <NumberField control={form.control} name="construction_year" id={fieldId('construction_year')} label={t('fields.construction_year')} required mask={maskYear} error={fieldError('construction_year')} />
      {count('bedrooms')}
      {count('bathrooms')}
      {count('parking')}
      {count('garage')}
    </>
  );
}

/** Step 3: measurement system and the two areas, with the unit beside each. */
export function AreasStep({ form, fieldId, fieldError }: StepProps) {
  const t = useTranslations('forms');
  const locale = useLocale() as Locale;
  const system = useWatch({ control: form.control, name: 'measurement_system' });
  const unit = areaUnits[system][locale];
  return (
    <>
      <div className={styles.wide}>
        <ChoiceField
          id={fieldId('measurement_system')}
          legend={t('fields.measurement_system')}
          options={measurementSystems.map((value) => ({ value, label: t(`options.measurement_system.${value}`) }))}
          registration={form.register('measurement_system')}
        />
      </div>
      <NumberField control={form.control} name="livable_surface_area" id={fieldId('livable_surface_area')} label={t('fields.livable_surface_area')} required mask={maskArea} suffix={unit} error={fieldError('livable_surface_area')} />
      <NumberField control={form.control} name="lot_surface_area" id={fieldId('lot_surface_area')} label={t('fields.lot_surface_area')} required mask={maskArea} suffix={unit} error={fieldError('lot_surface_area')} />
    </>
  );
}

/** Step 4: two optional yes/no questions about an existing report. */
export function ReportsStep({ form, fieldId }: StepProps) {
  const t = useTranslations('forms.fields');
  return (
    <>
      {(['report', 'report_available'] as const).map((name) => (
        <div key={name} className={styles.wide}>
          <Controller control={form.control} name={name} render={({ field }) => <YesNoField id={fieldId(name)} legend={t(name)} value={field.value} onChange={field.onChange} />} />
        </div>
      ))}
    </>
  );
}

/** Step 5: why sell, and the renovations made (both optional). */
export function ProjectStep({ form, fieldId }: StepProps) {
  const t = useTranslations('forms.fields');
  return (
    <>
      <div className={styles.wide}>
        <TextField id={fieldId('selling_motivation')} label={t('selling_motivation')} rows={3} registration={form.register('selling_motivation')} />
      </div>
      <div className={styles.wide}>
        <TextField id={fieldId('renovations')} label={t('renovations')} rows={4} registration={form.register('renovations')} />
      </div>
    </>
  );
}
