'use client';

import { useLocale, useTranslations } from 'next-intl';
import { MediaPicker } from '@/builder/media/MediaPicker.client';
import { mediaText } from '@/builder/media/media-text';
import { photoStatus } from '@/lib/compliance/photo-age';
import { quebecDay } from '@/lib/format';
import { localeInfo } from '@/lib/i18n/locales';
import { useState, type FormEvent } from 'react';
import { memberKinds, type Member, type MemberKind } from '@/lib/members/types';
import { toFormValues, toInput, type MemberFormValues } from './form-values';
import { saveMember, uploadPhoto } from '@/builder/api';
import shared from '@/builder/collections/styles.module.css';
import styles from './styles.module.css';
import { button } from '@/builder/shell/button';

interface MemberFormProps {
  member: Member | null;
  kind: MemberKind;
  agency: string;
  onSaved(): void;
  onCancel(): void;
  /**
   * False for a broker's own profile: its kind, address, office, agency and team are the
   * editors' decision (the API refuses them), so they are not shown; the saved values stay.
   */
  canManage?: boolean;
}

type Field = keyof MemberFormValues;
const textFields: [Field, string][] = [
  ['name', 'name'], ['licenceName', 'licence-name'], ['slug', 'slug'], ['licenceFr', 'licence-fr'], ['licenceEn', 'licence-en'],
  ['licenceNumber', 'licence-number'], ['agency', 'agency'], ['office', 'office'], ['photo', 'photo'], ['photoTakenOn', 'photo-taken-on'], ['subtitleFr', 'subtitle-fr'], ['subtitleEn', 'subtitle-en'],
  ['phone', 'phone'], ['phoneIntl', 'phone-intl'], ['email', 'email'], ['languages', 'languages'],
];
/** Fields a broker does not edit on their own profile (lib/members/broker-fields.ts). */
const editorsFields = new Set<Field>(['kind', 'slug', 'agency', 'office', 'team']);
const areaFields: [Field, string][] = [['bioFr', 'bio-fr'], ['bioEn', 'bio-en'], ['social', 'social']];

/** Create or edit one member; the server validates (400 names the field) and invalidates pages. */
export function MemberForm({ member, kind, agency, onSaved, onCancel, canManage = true }: MemberFormProps) {
  const t = useTranslations('membersEditor');
  const qaLocale = useLocale() === 'en' ? 'en' : 'fr';
  const [values, setValues] = useState(() => toFormValues(member, kind, agency));
  const [state, setState] = useState<{ kind: 'idle' | 'saving' } | { kind: 'error'; message: string }>({ kind: 'idle' });
  const set = (field: Field, value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ kind: 'saving' });
    const result = await saveMember(member?.id ?? null, toInput(values, member));
    if (result.ok) onSaved();
    else setState({ kind: 'error', message: result.message });
  };

  return (
    <form className={styles.form} onSubmit={submit} data-testid="member-form">
      <div className={styles.grid}>
        {canManage ? (
          <label className={styles.field}>
            {t('fields.kind')}
            <select value={values.kind} onChange={(e) => set('kind', e.target.value)} className={styles.input}>
              {memberKinds.map((k) => (
                <option key={k} value={k}>{t(`kinds.${k}`)}</option>
              ))}
            </select>
          </label>
        ) : null}
        {textFields.filter(([field]) => canManage || !editorsFields.has(field)).map(([field, label]) => (
          <label key={field} className={styles.field}>
            {t(`fields.${label}` as 'fields.name')}
            <input
              className={styles.input}
              value={values[field]}
              onChange={(e) => set(field, e.target.value)}
              required={field === 'name'}
              type={field === 'email' ? 'email' : field === 'photoTakenOn' ? 'date' : 'text'}
            />
          </label>
        ))}
        <label className={styles.field}>
          {t('fields.photo-upload')}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className={styles.input}
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              const result = await uploadPhoto(file);
              if (result.ok) setValues((v) => ({ ...v, photo: result.url, photoMediaId: result.id }));
              else setState({ kind: 'error', message: result.message });
            }}
          />
        </label>
        <MediaPicker
          text={mediaText(qaLocale)}
          lang={localeInfo[qaLocale].iso}
          onPick={(item) => setValues((v) => ({ ...v, photo: item.url, photoMediaId: item.id }))}
        />
        {values.photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- preview of any image address.
          <img src={values.photo} alt="" className={styles.preview} width={96} height={96} />
        ) : null}
        {/* Rule photo_recent (lib/compliance): the broker's own screen says it before the photo stops showing. */}
        {values.photo && photoStatus(values.photoTakenOn || null, quebecDay()) !== 'ok' ? (
          <p role="status" data-photo-status={photoStatus(values.photoTakenOn || null, quebecDay())}>
            ⚠ {t(photoStatus(values.photoTakenOn || null, quebecDay()) === 'warn' ? 'photo-warn' : 'photo-block')}
          </p>
        ) : null}
        {values.kind === 'team' && canManage ? (
          <label className={styles.field}>
            {t('fields.team')}
            <input className={styles.input} value={values.team} onChange={(e) => set('team', e.target.value)} />
          </label>
        ) : null}
      </div>
      {areaFields.map(([field, label]) => (
        <label key={field} className={styles.field}>
          {t(`fields.${label}` as 'fields.name')}
          <textarea className={styles.textarea} rows={4} value={values[field]} onChange={(e) => set(field, e.target.value)} />
        </label>
      ))}
      {state.kind === 'error' ? <p role="alert" className={styles.error}>{t('error', { message: state.message })}</p> : null}
      <div className={shared.row}>
        <button type="submit" className={button('primary')} disabled={state.kind === 'saving'}>
          {state.kind === 'saving' ? t('saving') : t('save')}
        </button>
        <button type="button" className={button('secondary')} onClick={onCancel}>{t('cancel')}</button>
      </div>
    </form>
  );
}
