import { useTranslations } from 'next-intl';
import type { BlockComponentProps } from '@/blocks/types';
import { cx } from '@/blocks/shared/content/cx';
import { ActivatableMap } from '@/blocks/shared/places/ActivatableMap.lazy';
import { SectionHeader } from '@/blocks/shared/places/SectionHeader';
import { escapeHtml } from '@/blocks/shared/places/popup-html';
import { pick } from '@/lib/i18n/locales';
import type { CoordinatesMapBlockFields } from '@/blocks/coordinates-map-block/schema';
import styles from './styles.module.pcss';

/** coordinates_map_block: a marker at given coordinates, behind a click-to-activate overlay. */
export function CoordinatesMapBlock({ fields, ctx, id }: BlockComponentProps<CoordinatesMapBlockFields>) {
  const t = useTranslations('places.map');
  const titleId = `${id}-title`;
  const name = pick(fields.marker_title, ctx.locale) ?? pick(fields.main_title, ctx.locale) ?? '';
  const marker = { id: `${id}-marker`, coords: fields.coords, title: name, popupHtml: `<div class="place-popup"><strong>${escapeHtml(name)}</strong></div>` };
  return (
    <section className={cx('section', styles.section)} aria-labelledby={titleId}>
      <div className="container">
        <SectionHeader id={titleId} title={fields.main_title} description={fields.description} ctx={ctx} />
        <ActivatableMap markers={[marker]} zoom={fields.zoom} color={fields.map_markers_color} label={name || t('location')} className={styles.map} clickToActivate />
      </div>
    </section>
  );
}
