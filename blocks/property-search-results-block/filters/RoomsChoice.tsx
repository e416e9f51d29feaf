import { useTranslations } from 'next-intl';
import styles from './styles.module.pcss';

/** Spec 000 section 5: bedroom and bathroom options are minimums from 1 to 5. */
export const ROOM_OPTIONS = [1, 2, 3, 4, 5] as const;

export function RoomsChoice({ legend, name, value, onChange }: { legend: string; name: string; value: number | null; onChange(value: number | null): void }) {
  const t = useTranslations('search');
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>{legend}</legend>
      <div className={styles.pills}>
        <label className={styles.pill}>
          <input type="radio" name={name} checked={value === null} onChange={() => onChange(null)} />
          <span>{t('overlay.any')}</span>
        </label>
        {ROOM_OPTIONS.map((count) => (
          <label key={count} className={styles.pill}>
            <input type="radio" name={name} checked={value === count} onChange={() => onChange(count)} />
            <span>{t('overlay.rooms-option', { count })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
