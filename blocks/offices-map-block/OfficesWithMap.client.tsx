'use client';

import { useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/blocks/shared/content/Icon';
import { officePopupHtml } from '@/blocks/shared/places/popup-html';
import type { OfficeCardData } from '@/lib/offices/view';
import { MapGateway } from './MapGateway.client';
import styles from './styles.module.pcss';

interface OfficesWithMapProps {
  offices: OfficeCardData[];
  markerColor: string | null;
}

/**
 * The list and the map of offices. The first office is active at first; clicking or
 * focusing an item, or opening a marker's popup, makes an office active (its popup opens).
 * Hover is tracked apart: it highlights the marker without changing the active office.
 */
export function OfficesWithMap({ offices, markerColor }: OfficesWithMapProps) {
  const t = useTranslations('places');
  const [active, setActive] = useState(offices[0]?.hover_id ?? null);
  const [hovered, setHovered] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const labels = { details: t('offices.details'), directions: t('offices.directions') };
  const markers = useMemo(
    () => offices.map((o) => ({ id: o.hover_id, coords: o.coords, title: o.name, popupHtml: officePopupHtml(o, labels) })),
    // labels change with the locale only, which remounts the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [offices],
  );

  return (
    <div ref={rootRef} className={styles.layout}>
      <ul className={styles.list} aria-label={t('map.list-label')}>
        {offices.map((office) => {
          const isActive = office.hover_id === active;
          return (
            <li
              key={office.slug}
              className={styles.item}
              data-active={isActive || undefined}
              data-hovered={office.hover_id === hovered || undefined}
              onClick={() => setActive(office.hover_id)}
              onFocus={() => setActive(office.hover_id)}
              onMouseEnter={() => setHovered(office.hover_id)}
              onMouseLeave={() => setHovered(null)}
            >
              <h3 className={styles.itemTitle}>
                <button type="button" className={styles.itemButton} aria-pressed={isActive}>
                  {office.name}
                </button>
              </h3>
              <p className={styles.itemAddress}>
                <Icon icon="map-pin" /> {office.street}, {office.city} (QC) {office.postal_code}
              </p>
              <p className={styles.itemLinks}>
                {office.phone ? (
                  <a href={office.phone.href}>
                    <Icon icon="phone" /> {office.phone.display}
                  </a>
                ) : null}
                <a href={office.url}>{t('offices.details')}</a>
                <a href={office.directions_url} target="_blank" rel="noopener noreferrer" aria-label={t('offices.directions-label', { name: office.name })}>
                  {t('offices.directions')}
                </a>
              </p>
            </li>
          );
        })}
      </ul>
      <MapGateway
        className={styles.mapArea}
        markers={markers}
        color={markerColor}
        activeId={active}
        hoveredId={hovered}
        onSelect={setActive}
        label={t('map.label')}
        observe={() => rootRef.current?.closest('.block')?.parentElement ?? null}
      />
    </div>
  );
}
