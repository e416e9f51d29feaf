'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { normalizeCanadianPostalCode } from '@/lib/listings/canadian-postal-code';
import { PROPERTY_TYPES, PROPERTY_TYPE_LABELS } from '@/lib/listings/property-types';
import { AREA_UNITS, LOT_UNITS, type ManualListing, type ManualListingInput } from '@/lib/listings/sources/manual-input';
import { STORED_STATUSES } from '@/lib/listings/sources/types';
import { AreaField } from './AreaField';
import { FormField } from './FormField';
import { saveListing } from './listings-api';
import { PhotoList } from './PhotoList.client';
import styles from './styles.module.css';
import { button } from '@/builder/shell/button';

const PositionPicker = dynamic(() => import('./PositionPicker.client'), { ssr: false });

export interface ListingFormProps {
  uls: number | null;
  initial: ManualListing | null;
  locale: 'fr' | 'en';
  municipalities: { code: string; name: string; lat: number; lng: number }[];
  brokers: { id: number; name: string }[];
  mapLabels: { zoomIn: string; zoomOut: string; tilesUnavailable: string };
  /** A broker's own member (checked on a new listing: a broker's listing names them). */
  ownMemberId?: number | null;
  /** This person's publishing waits for approval: saving submits the listing instead. */
  reviewed?: boolean;
}

type OpenHouse = { date: string; start: string; end: string };

const num = (value: string): number | null => (value.trim() === '' ? null : Number(value.replace(',', '.').replace(/\s/g, '')));

/** Create or edit a hand-managed listing; saving publishes it and refreshes the pages that show it (or, where this person's publishing is reviewed, submits it for approval). */
export function ListingForm({ uls, initial, locale, municipalities, brokers, mapLabels, ownMemberId = null, reviewed = false }: ListingFormProps) {
  const t = useTranslations('listingsEditor.listings');
  const tr = useTranslations('editor.review');
  const router = useRouter();
  const first = municipalities.find((m) => m.code === (initial?.mun_code ?? '66023')) ?? municipalities[0];
  const [position, setPosition] = useState({ lat: initial?.lat ?? first?.lat ?? 45.5, lng: initial?.lng ?? first?.lng ?? -73.57 });
  const [openHouses, setOpenHouses] = useState<OpenHouse[]>(initial?.open_houses ?? []);
  const [photos, setPhotos] = useState<string[]>(initial?.photos ?? []);
  const [postal, setPostal] = useState(initial?.postal_code ?? '');
  const [status, setStatus] = useState<{ kind: 'idle' | 'saving' | 'saved' | 'submitted' } | { kind: 'error'; message: string }>({ kind: 'idle' });
  const postalInvalid = postal.trim() !== '' && normalizeCanadianPostalCode(postal) === null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const lines = (name: string) => text(name).split('\n').map((l) => l.trim()).filter(Boolean);
    const listing: ManualListingInput = {
      transaction: text('transaction') as ManualListing['transaction'],
      type: text('type') as ManualListing['type'],
      status: text('status') as ManualListing['status'],
      price: num(text('price')) ?? 0,
      close_price: num(text('close_price')),
      close_date: text('close_date') || null,
      street: text('street'),
      unit: text('unit'),
      mun_code: text('mun_code'),
      postal_code: postal,
      lat: position.lat,
      lng: position.lng,
      bedrooms: num(text('bedrooms')),
      bathrooms: num(text('bathrooms')),
      area: num(text('area')),
      area_unit: text('area_unit') as ManualListing['area_unit'],
      lot_area: num(text('lot_area')),
      lot_unit: text('lot_unit') as ManualListing['lot_unit'],
      year_built: num(text('year_built')),
      features: lines('features'),
      description: { fr: text('description_fr'), en: text('description_en') },
      photos,
      video_url: text('video_url'),
      open_houses: openHouses.filter((o) => o.date && o.start && o.end),
      broker_ids: data.getAll('broker_ids').map(Number),
      contract_start: text('contract_start'),
      contract_end: text('contract_end'),
    };
    setStatus({ kind: 'saving' });
    const result = await saveListing(uls, listing);
    if (!result.ok) return setStatus({ kind: 'error', message: result.message });
    setStatus({ kind: result.submitted ? 'submitted' : 'saved' });
    if (uls === null && result.uls) router.push(`/qa/listings/${result.uls}?lang=${locale}`);
    else router.refresh();
  }

  const v = initial;
  return (
    <form className={styles.form} onSubmit={submit}>
      <div className={styles.grid}>
        <FormField label={t('transaction')}>
          <select name="transaction" defaultValue={v?.transaction ?? 'sale'}>
            <option value="sale">{t('transaction-sale')}</option>
            <option value="rent">{t('transaction-rent')}</option>
          </select>
        </FormField>
        <FormField label={t('type')}>
          <select name="type" defaultValue={v?.type ?? 'maison'}>
            {PROPERTY_TYPES.map((code) => (
              <option key={code} value={code}>
                {PROPERTY_TYPE_LABELS[code][locale]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('status')}>
          <select name="status" defaultValue={v?.status ?? 'active'}>
            {STORED_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status-${s}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('price')}>
          <input name="price" inputMode="numeric" required defaultValue={v?.price ?? ''} />
        </FormField>
        <FormField label={t('close-price')}>
          <input name="close_price" inputMode="numeric" defaultValue={v?.close_price ?? ''} />
        </FormField>
        <FormField label={t('close-date')}>
          <input name="close_date" type="date" defaultValue={v?.close_date ?? ''} />
        </FormField>
        <FormField label={t('contract-start')}>
          <input name="contract_start" type="date" required defaultValue={v?.contract_start ?? ''} />
        </FormField>
        <FormField label={t('contract-end')}>
          <input name="contract_end" type="date" required defaultValue={v?.contract_end ?? ''} />
        </FormField>
      </div>

      <div className={styles.grid}>
        <FormField label={t('street')}>
          <input name="street" required maxLength={200} defaultValue={v?.street ?? ''} placeholder="4521, rue Saint-Denis" />
        </FormField>
        <FormField label={t('unit')}>
          <input name="unit" maxLength={20} defaultValue={v?.unit ?? ''} />
        </FormField>
        <FormField label={t('municipality')}>
          <select
            name="mun_code"
            defaultValue={first?.code}
            onChange={(e) => {
              const m = municipalities.find((x) => x.code === e.target.value);
              if (m) setPosition({ lat: m.lat, lng: m.lng });
            }}
          >
            {municipalities.map((m) => (
              <option key={m.code} value={m.code}>
                {m.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          label={t('postal-code')}
          hint={
            postalInvalid ? (
              <small id="postal-help" className={styles.invalid}>
                {t('postal-code-invalid')}
              </small>
            ) : null
          }
        >
          <input name="postal_code" required value={postal} onChange={(e) => setPostal(e.target.value)} aria-invalid={postalInvalid} aria-describedby="postal-help" placeholder="H2J 2L1" />
        </FormField>
      </div>

      <fieldset className={styles.fieldset}>
        <legend>{t('position')}</legend>
        <PositionPicker lat={position.lat} lng={position.lng} label={t('position-map')} labels={mapLabels} onChange={(lat, lng) => setPosition({ lat, lng })} />
        <div className={styles.grid}>
          <FormField label={t('latitude')}>
            <input type="number" step="0.000001" min={-90} max={90} value={position.lat} onChange={(e) => setPosition((p) => ({ ...p, lat: Number(e.target.value) }))} />
          </FormField>
          <FormField label={t('longitude')}>
            <input type="number" step="0.000001" min={-180} max={180} value={position.lng} onChange={(e) => setPosition((p) => ({ ...p, lng: Number(e.target.value) }))} />
          </FormField>
        </div>
      </fieldset>

      <div className={styles.grid}>
        <FormField label={t('bedrooms')}>
          <input name="bedrooms" type="number" min={0} max={99} defaultValue={v?.bedrooms ?? ''} />
        </FormField>
        <FormField label={t('bathrooms')}>
          <input name="bathrooms" type="number" min={0} max={99} step={0.5} defaultValue={v?.bathrooms ?? ''} />
        </FormField>
        <AreaField label={t('area')} name="area" unitName="area_unit" units={AREA_UNITS} value={v?.area} unit={v?.area_unit} />
        <AreaField label={t('lot-area')} name="lot_area" unitName="lot_unit" units={LOT_UNITS} value={v?.lot_area} unit={v?.lot_unit} />
        <FormField label={t('year-built')}>
          <input name="year_built" type="number" min={1600} max={2100} defaultValue={v?.year_built ?? ''} />
        </FormField>
      </div>

      <FormField label={t('features')}>
        <textarea name="features" rows={3} defaultValue={(v?.features ?? []).join('\n')} />
      </FormField>
      <FormField label={t('description-fr')}>
        <textarea name="description_fr" rows={5} lang="fr" defaultValue={v?.description.fr ?? ''} />
      </FormField>
      <FormField label={t('description-en')}>
        <textarea name="description_en" rows={5} lang="en" defaultValue={v?.description.en ?? ''} />
      </FormField>
      <PhotoList photos={photos} onChange={setPhotos} />
      <FormField label={t('video')}>
        <input name="video_url" type="url" defaultValue={v?.video_url ?? ''} />
      </FormField>

      <fieldset className={styles.fieldset}>
        <legend>{t('open-houses')}</legend>
        {openHouses.map((o, i) => (
          <div key={i} className={styles.grid}>
            {(['date', 'start', 'end'] as const).map((part) => (
              <FormField key={part} label={t(`open-house-${part}`)}>
                <input
                  type={part === 'date' ? 'date' : 'time'}
                  value={o[part]}
                  onChange={(e) => setOpenHouses((list) => list.map((x, j) => (j === i ? { ...x, [part]: e.target.value } : x)))}
                />
              </FormField>
            ))}
            <button type="button" className={button('danger')} onClick={() => setOpenHouses((list) => list.filter((_, j) => j !== i))}>
              {t('remove')}
            </button>
          </div>
        ))}
        <button type="button" className={button('secondary')} onClick={() => setOpenHouses((list) => [...list, { date: '', start: '14:00', end: '16:00' }])}>
          {t('add-open-house')}
        </button>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t('brokers')}</legend>
        {brokers.map((b) => (
          <label key={b.id} className={styles.check}>
            <input type="checkbox" name="broker_ids" value={b.id} defaultChecked={v ? v.broker_ids.includes(b.id) : b.id === ownMemberId} /> {b.name}
          </label>
        ))}
      </fieldset>

      <p className={styles.actions}>
        <button type="submit" className={button('primary')} disabled={status.kind === 'saving' || postalInvalid}>
          {reviewed ? (status.kind === 'saving' ? tr('submitting') : tr('submit')) : status.kind === 'saving' ? t('saving') : uls === null ? t('publish') : t('save')}
        </button>{' '}
        <span role="status">{status.kind === 'saved' ? t('saved') : status.kind === 'submitted' ? tr('submitted') : status.kind === 'error' ? t('error', { message: status.message }) : ''}</span>
      </p>
    </form>
  );
}
