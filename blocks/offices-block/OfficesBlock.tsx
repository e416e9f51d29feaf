import { useTranslations } from 'next-intl';
import type { BlockComponentProps } from '@/blocks/types';
import { OfficeCard } from '@/blocks/shared/places/OfficeCard';
import { RevealMore } from '@/blocks/shared/places/RevealMore.lazy';
import { PlacesSection } from '@/blocks/shared/places/PlacesSection';
import { EditorNote } from '@/blocks/shared/places/SectionHeader';
import { officesOf } from '@/blocks/shared/places/core-data';
import type { OfficesBlockFields } from '@/blocks/offices-block/schema';
import styles from './styles.module.pcss';

/** Spec 001 section 9: 9 offices shown, a See more button reveals the rest once. */
export const OFFICES_INITIAL = 9;

/** offices_block: office cards (photo, name, address, phone, hours, page and directions links). */
export function OfficesBlock({ fields, ctx, id, coreData }: BlockComponentProps<OfficesBlockFields>) {
  const t = useTranslations('places.offices');
  const offices = officesOf(coreData);
  return (
    <PlacesSection id={id} fields={fields} ctx={ctx}>
      {offices === null ? (
        <EditorNote text={t('editor-note')} />
      ) : offices.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <RevealMore initial={OFFICES_INITIAL} label={t('see-more')} listClassName={styles.grid}>
          {offices.map((office) => (
            <OfficeCard key={office.slug} office={office} brandingVersion={ctx.brandingVersion} />
          ))}
        </RevealMore>
      )}
    </PlacesSection>
  );
}
