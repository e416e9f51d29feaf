import { useTranslations } from 'next-intl';
import type { BlockComponentProps } from '@/blocks/types';
import { PlacesSection } from '@/blocks/shared/places/PlacesSection';
import { EditorNote } from '@/blocks/shared/places/SectionHeader';
import type { PartnerCardData } from '@/lib/partners/view';
import { PartnersGrid } from './PartnersGrid.lazy';
import type { PartnersBlockFields } from '@/blocks/partners-block/schema';

/** partners_block: partner cards, a tag filter and a Show more button (6 shown first). */
export function PartnersBlock({ fields, ctx, id, coreData }: BlockComponentProps<PartnersBlockFields>) {
  const t = useTranslations('places.partners');
  const partners = (coreData as { partners?: PartnerCardData[] } | undefined)?.partners;
  return (
    <PlacesSection id={id} fields={fields} ctx={ctx}>
      {partners ? <PartnersGrid partners={partners} /> : <EditorNote text={t('editor-note')} />}
    </PlacesSection>
  );
}
