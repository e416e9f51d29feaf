'use client';

import { useTranslations } from 'next-intl';
import type { Municipality } from '@/stores/site';
import { FieldShell, describedBy } from '@/blocks/shared/multi-step/fields/FieldShell';
import fieldStyles from '@/blocks/shared/multi-step/fields/fields.module.pcss';

/**
 * Single municipality (valuation step 1): a native select, which browsers make searchable
 * by typing; its value is kept as a one-code list like the alert's.
 */
export function MunicipalitySelect({ id, label, municipalities, value, onChange, error, disabled }: { id: string; label: string; municipalities: Municipality[]; value: string[]; onChange(value: string[]): void; error?: string; disabled?: boolean }) {
  const t = useTranslations('forms.municipalities');
  const sorted = [...municipalities].sort((a, b) => a.DESCRIPTION.localeCompare(b.DESCRIPTION, 'fr'));
  return (
    <FieldShell id={id} label={label} required error={error}>
      <select id={id} className={fieldStyles.control} value={value[0] ?? ''} onChange={(e) => onChange(e.target.value ? [e.target.value] : [])} disabled={disabled} aria-required {...describedBy(id, error)}>
        <option value="">{t('choose')}</option>
        <optgroup label={t('all-cities')}>
          {sorted.map((m) => (
            <option key={m.MUN_CODE} value={m.MUN_CODE}>
              {m.DESCRIPTION}
            </option>
          ))}
        </optgroup>
      </select>
    </FieldShell>
  );
}
