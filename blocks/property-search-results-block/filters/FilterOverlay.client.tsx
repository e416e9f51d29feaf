'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslations } from 'next-intl';
import type { ActorRefFrom } from 'xstate';
import { Icon } from '@/blocks/shared/content/Icon';
import { trapTab } from '@/blocks/shared/header/focus-trap';
import type { filterOverlayMachine } from '@/machines/filter-overlay';
import type { SearchFilters } from '@/lib/listing-search/filters';
import { useSearchOptions } from '@/stores/search-options';
import { FilterTags } from './FilterTags.client';
import { MunicipalitySelect } from './MunicipalitySelect.client';
import { PriceRange } from './PriceRange.client';
import { RoomsChoice } from './RoomsChoice';
import styles from './styles.module.pcss';
import { useSiteFacts } from '@/stores/site-facts';

export interface FilterOverlayProps {
  actor: ActorRefFrom<typeof filterOverlayMachine>;
}

/**
 * The filter overlay (spec 000 section 10), a modal <dialog>: Escape closes it; the machine
 * locks the page scroll while it is open. Tab and Shift+Tab cycle inside it, as in the mobile
 * menu: a modal <dialog> only makes the page inert, and Tab past its last control left it
 * (for the browser's own controls, then the page once the dialog lost focus).
 * Loaded lazily: nothing of it ships until a visitor opens the filters.
 */
export default function FilterOverlay({ actor }: FilterOverlayProps) {
  const t = useTranslations('search');
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const draft = useSelector(actor, (s) => s.context.draft);
  const count = useSelector(actor, (s) => s.context.count);
  const counting = useSelector(actor, (s) => s.matches({ open: 'counting' }));
  // The number is shown only when it was counted for the draft as it is now: the button
  // must never promise a count for other filters than the ones it applies.
  const settled = useSelector(actor, (s) => !s.context.stale && !s.matches({ open: 'counting' }));
  const municipalities = useSearchOptions((s) => s.searchMunicipalities ?? s.municipalities);
  const propertyTypes = useSearchOptions((s) => s.propertyTypes);
  const loadSearchFilters = useSearchOptions((s) => s.loadSearchFilters);
  const site = useSiteFacts();
  const [munOpen, setMunOpen] = useState(false);

  useEffect(() => {
    void loadSearchFilters(site);
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, [loadSearchFilters, site]);

  const change = (patch: Partial<SearchFilters>) => actor.send({ type: 'filter.change', patch });

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (dialogRef.current) trapTab(event.nativeEvent, dialogRef.current);
      }}
      onCancel={(event) => {
        // Escape: let the machine close (and unlock the scroll) rather than the browser alone.
        event.preventDefault();
        actor.send({ type: 'overlay.close' });
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) actor.send({ type: 'overlay.close' });
      }}
    >
      <div className={styles.sheet}>
        <header className={styles.sheetHeader}>
          <h2 id={titleId} className={styles.sheetTitle}>
            {t('overlay.title')}
          </h2>
          <button type="button" className={styles.iconButton} aria-label={t('overlay.close')} onClick={() => actor.send({ type: 'overlay.close' })}>
            <Icon icon="close" size={22} />
          </button>
        </header>

        <div className={styles.sheetBody}>
          <FilterTags filters={draft} onRemove={(tag) => actor.send({ type: 'filter.removeTag', tag })} />

          <fieldset className={styles.group}>
            <legend className={styles.groupTitle}>{t('municipality.label')}</legend>
            <MunicipalitySelect options={municipalities} selected={draft.mun} onChange={(mun) => change({ mun })} open={munOpen} onOpenChange={setMunOpen} />
          </fieldset>

          <PriceRange min={draft.price_min} max={draft.price_max} onChange={change} />

          <fieldset className={styles.group}>
            <legend className={styles.groupTitle}>{t('overlay.transaction')}</legend>
            <div className={styles.pills}>
              {([null, 'buy', 'rent'] as const).map((value) => (
                <label key={value ?? 'any'} className={styles.pill}>
                  <input type="radio" name={`${titleId}-transaction`} checked={draft.forSaleForRent === value} onChange={() => change({ forSaleForRent: value })} />
                  <span>{value === null ? t('overlay.any') : t(`overlay.${value}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className={styles.group}>
            <legend className={styles.groupTitle}>{t('overlay.property-type')}</legend>
            <div className={styles.pills}>
              <label className={styles.pill}>
                <input type="radio" name={`${titleId}-type`} checked={draft.type.length === 0} onChange={() => change({ type: [] })} />
                <span>{t('overlay.any')}</span>
              </label>
              {(propertyTypes ?? []).map((option) => (
                <label key={option.code} className={styles.pill}>
                  <input
                    type="radio"
                    name={`${titleId}-type`}
                    checked={draft.type[0] === option.code}
                    onChange={() => change({ type: [option.code as (typeof draft.type)[number]] })}
                  />
                  <span>{option.label}</span>
                </label>
              ))}
            </div>
          </fieldset>

          <RoomsChoice legend={t('overlay.bedrooms')} name={`${titleId}-bedrooms`} value={draft.bedrooms} onChange={(bedrooms) => change({ bedrooms })} />
          <RoomsChoice legend={t('overlay.bathrooms')} name={`${titleId}-bathrooms`} value={draft.bathrooms} onChange={(bathrooms) => change({ bathrooms })} />

          <label className={styles.checkbox}>
            <input type="checkbox" checked={draft.open_house} onChange={(event) => change({ open_house: event.target.checked })} />
            <span>{t('overlay.open-house')}</span>
          </label>
        </div>

        <footer className={styles.sheetFooter}>
          <button type="button" className="btn btn--link" onClick={() => actor.send({ type: 'filter.reset' })}>
            {t('overlay.reset')}
          </button>
          <button type="button" className="btn btn--primary" aria-busy={counting} onClick={() => actor.send({ type: 'overlay.seeResults' })}>
            {count === null || !settled ? t('overlay.see-results-pending') : t('overlay.see-results', { count: count.total, capped: count.exact ? 'no' : 'yes' })}
          </button>
        </footer>
      </div>
    </dialog>
  );
}
