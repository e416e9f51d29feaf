import { useTranslations } from 'next-intl';
import type { AREA_UNITS, LOT_UNITS } from '@/lib/listings/sources/manual-input';
import { FormField } from './FormField';
import styles from './styles.module.css';

/** An area of the listing form: the number (field `name`) and, beside it, its unit (field `unitName`, sqft by default). */
export function AreaField({
  label,
  name,
  unitName,
  units,
  value,
  unit,
}: {
  label: string;
  name: string;
  unitName: string;
  units: typeof AREA_UNITS | typeof LOT_UNITS;
  value: number | string | null | undefined;
  unit: string | null | undefined;
}) {
  const t = useTranslations('listingsEditor.listings');
  return (
    <div className={styles.withUnit}>
      <FormField label={label}>
        <input name={name} inputMode="decimal" defaultValue={value ?? ''} />
      </FormField>
      <FormField label={t('measure-unit')}>
        <select name={unitName} defaultValue={unit ?? 'sqft'}>
          {units.map((u) => (
            <option key={u} value={u}>
              {t(`unit-${u}`)}
            </option>
          ))}
        </select>
      </FormField>
    </div>
  );
}
