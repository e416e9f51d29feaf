import { useTranslations } from 'next-intl';
import type { BlockComponentProps } from '@/blocks/types';
import { cx } from '@/blocks/shared/content/cx';
import { EditorNote, SectionHeader } from '@/blocks/shared/places/SectionHeader';
import { officesOf } from '@/blocks/shared/places/core-data';
import { officesMapHeightVars } from '@/lib/maps/rules';
import { OfficesWithMap } from './OfficesWithMap.lazy';
import type { OfficesMapBlockFields } from '@/blocks/offices-map-block/schema';
import styles from './styles.module.pcss';

/** offices_map_block: offices listed beside a map that loads on demand (spec 001 "Offices with map"). */
export function OfficesMapBlock({ fields, ctx, id, coreData }: BlockComponentProps<OfficesMapBlockFields>) {
  const t = useTranslations('places.offices');
  const offices = officesOf(coreData);
  const titleId = `${id}-title`;
  return (
    <section className={cx('section', styles.section)} aria-labelledby={titleId} data-orientation={fields.orientation_x}>
      <div className="container">
        <SectionHeader id={titleId} title={fields.main_title} description={fields.description} ctx={ctx} />
      </div>
      <div className={fields.orientation_x === 'full' ? styles.full : 'container'} style={officesMapHeightVars()}>
        {offices === null ? (
          <EditorNote text={t('editor-note')} />
        ) : offices.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <OfficesWithMap offices={offices} markerColor={fields.map_markers_color ?? null} />
        )}
      </div>
    </section>
  );
}
