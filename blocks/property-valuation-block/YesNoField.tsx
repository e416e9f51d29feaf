'use client';

import { useTranslations } from 'next-intl';
import fieldStyles from '@/blocks/shared/multi-step/fields/fields.module.pcss';

/** A yes/no question (valuation step 4) whose value is true, false or null (unanswered). */
export function YesNoField({ id, legend, value, onChange }: { id: string; legend: string; value: boolean | null; onChange(value: boolean): void }) {
  const t = useTranslations('forms.options');
  return (
    <fieldset id={id} className={fieldStyles.fieldset}>
      <legend className={fieldStyles.label}>{legend}</legend>
      <div className={fieldStyles.choices}>
        {[true, false].map((answer) => (
          <label key={String(answer)} className={fieldStyles.choice}>
            <input type="radio" name={id} checked={value === answer} onChange={() => onChange(answer)} />
            <span>{answer ? t('yes') : t('no')}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
