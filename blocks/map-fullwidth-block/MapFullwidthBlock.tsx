import { useTranslations } from 'next-intl';
import type { BlockComponentProps } from '@/blocks/types';
import { Text } from '@/blocks/shared/content/Text';
import { cx } from '@/blocks/shared/content/cx';
import { ActivatableMap } from '@/blocks/shared/places/ActivatableMap.lazy';
import type { PlaceMarker } from '@/blocks/shared/places/PlacesMap.client';
import { officesOf } from '@/blocks/shared/places/core-data';
import { escapeHtml, officePopupHtml } from '@/blocks/shared/places/popup-html';
import { pick } from '@/lib/i18n/locales';
import type { MapFullwidthBlockFields } from '@/blocks/map-fullwidth-block/schema';
import styles from './styles.module.pcss';

/** map_fullwidth_block: a map the width of the screen, markers of one colour (offices or the editor's). */
export function MapFullwidthBlock({ fields, ctx, id, coreData }: BlockComponentProps<MapFullwidthBlockFields>) {
  const t = useTranslations('places');
  const titleId = `${id}-title`;
  const title = pick(fields.main_title, ctx.locale);
  const labels = { details: t('offices.details'), directions: t('offices.directions') };
  const markers: PlaceMarker[] =
    fields.source === 'offices'
      ? (officesOf(coreData) ?? []).map((o) => ({ id: o.hover_id, coords: o.coords, title: o.name, popupHtml: officePopupHtml(o, labels) }))
      : fields.map_markers_repeater.map((m, index) => {
          const name = pick(m.main_title, ctx.locale) ?? '';
          const description = pick(m.description, ctx.locale) ?? '';
          const url = m.cta ? pick(m.cta.url, ctx.locale) : undefined;
          const text = m.cta ? pick(m.cta.text, ctx.locale) : undefined;
          return {
            id: `${id}-marker-${index}`,
            coords: m.block_params.coords,
            title: name,
            popupHtml: `<div class="place-popup"><strong>${escapeHtml(name)}</strong>${description ? `<span>${escapeHtml(description)}</span>` : ''}${
              url && text ? `<a href="${escapeHtml(url)}">${escapeHtml(text)}</a>` : ''
            }</div>`,
          };
        });
  return (
    <section className={cx('section', styles.section)} aria-labelledby={title ? titleId : undefined}>
      {title ? (
        <div className="container">
          <Text as="h2" id={titleId} value={fields.main_title} ctx={ctx} className={styles.title} />
        </div>
      ) : null}
      <ActivatableMap markers={markers} color={fields.map_markers_color} label={title || t('map.label')} className={styles.map} />
    </section>
  );
}
