'use client';

import { useLocale, useTranslations } from 'next-intl';
import { MediaPicker } from '@/builder/media/MediaPicker.client';
import { mediaText } from '@/builder/media/media-text';
import { localeInfo } from '@/lib/i18n/locales';
import { useState } from 'react';
import styles from './styles.module.css';
import { emptyValues, toInput, WEEK_DAYS, type FieldSpec, type FormValues } from './field-spec';
import { button } from '@/builder/shell/button';

interface CollectionFormProps {
  fields: FieldSpec[];
  initial: FormValues | null;
  /** Sends the input; resolves to an error message, or null when saved. */
  onSubmit(input: Record<string, unknown>): Promise<string | null>;
  onCancel(): void;
}

/** Create or edit one item of a collection, both languages side by side. */
export function CollectionForm({ fields, initial, onSubmit, onCancel }: CollectionFormProps) {
  const t = useTranslations('collectionsEditor');
  const [values, setValues] = useState<FormValues>(initial ?? emptyValues(fields));
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const problem = await onSubmit(toInput(fields, values));
    setSaving(false);
    setError(problem ?? '');
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Fields specs={fields} values={values} onChange={setValues} path="" />
      {error ? (
        <p className={styles.error} role="alert">
          {t('save-failed', { message: error })}
        </p>
      ) : null}
      <div className={styles.row}>
        <button type="submit" className={button('primary')} disabled={saving}>
          {t('save')}
        </button>
        <button type="button" className={button('secondary')} onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

interface FieldsProps {
  specs: FieldSpec[];
  values: FormValues;
  onChange(values: FormValues): void;
  /** Id prefix, unique per row (labels point at their inputs). */
  path: string;
}

function Fields({ specs, values, onChange, path }: FieldsProps) {
  const set = (key: string, value: unknown) => onChange({ ...values, [key]: value });
  return (
    <div className={styles.fields}>
      {specs.map((spec) => (
        <Field key={spec.key} spec={spec} value={values[spec.key]} onChange={(v) => set(spec.key, v)} id={`${path}${spec.key}`} />
      ))}
    </div>
  );
}

function Field({ spec, value, onChange, id }: { spec: FieldSpec; value: unknown; onChange(v: unknown): void; id: string }) {
  const t = useTranslations('collectionsEditor');
  const qaLocale = useLocale() === 'en' ? 'en' : 'fr';
  const label = t(`fields.${spec.key}` as never);
  const required = 'required' in spec && spec.required ? <span aria-hidden="true"> *</span> : null;

  if (spec.kind === 'localized' || spec.kind === 'image') {
    const localized = (spec.kind === 'image' ? (value as { alt: Record<string, string> }).alt : value) as Record<string, string>;
    const setLocale = (locale: 'fr' | 'en', text: string) =>
      spec.kind === 'image'
        ? onChange({ ...(value as object), alt: { ...localized, [locale]: text } })
        : onChange({ ...localized, [locale]: text });
    const Input = spec.kind === 'localized' && spec.multiline ? 'textarea' : 'input';
    return (
      <fieldset className={styles.group}>
        <legend>
          {label}
          {required}
        </legend>
        {spec.kind === 'image' ? (
          <label className={styles.wide}>
            {t('image-url')}
            <input type="text" value={(value as { url: string }).url} onChange={(e) => onChange({ ...(value as object), url: e.target.value })} placeholder="/demo/… ou https://…" />
          </label>
        ) : null}
        {spec.kind === 'image' ? (
          // A file of the media library: its address, and its alt texts where none is typed yet.
          <MediaPicker
            text={mediaText(qaLocale)}
            lang={localeInfo[qaLocale].iso}
            onPick={(item) => onChange({ ...(value as object), url: item.url, media_id: item.id, alt: { ...localized, fr: localized.fr || item.alt.fr || '', en: localized.en || item.alt.en || '' } })}
          />
        ) : null}
        {(['fr', 'en'] as const).map((locale) => (
          <label key={locale}>
            {spec.kind === 'image' ? t('alt', { language: t(`language.${locale}`) }) : t(`language.${locale}`)}
            <Input lang={locale === 'fr' ? 'fr-CA' : 'en-CA'} value={localized[locale] ?? ''} onChange={(e) => setLocale(locale, e.target.value)} rows={4} />
          </label>
        ))}
      </fieldset>
    );
  }

  if (spec.kind === 'days') {
    const days = (value as string[]) ?? [];
    return (
      <fieldset className={styles.group}>
        <legend>{label}</legend>
        <div className={styles.row}>
          {WEEK_DAYS.map((day) => (
            <label key={day} className={styles.check}>
              <input
                type="checkbox"
                checked={days.includes(day)}
                onChange={(e) => onChange(e.target.checked ? WEEK_DAYS.filter((d) => d === day || days.includes(d)) : days.filter((d) => d !== day))}
              />
              {t(`days.${day}`)}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  if (spec.kind === 'choices') {
    const chosen = (value as number[]) ?? [];
    return (
      <fieldset className={styles.group}>
        <legend>{label}</legend>
        <div className={styles.row}>
          {spec.options.map((option) => (
            <label key={option.value} className={styles.check}>
              <input
                type="checkbox"
                checked={chosen.includes(option.value)}
                onChange={(e) => onChange(e.target.checked ? [...chosen, option.value] : chosen.filter((v) => v !== option.value))}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  if (spec.kind === 'checkbox') {
    return (
      <label className={styles.checkField}>
        <input type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
        {label}
      </label>
    );
  }

  if (spec.kind === 'select') {
    return (
      <label className={styles.field} htmlFor={id}>
        <span>{label}</span>
        <select id={id} value={(value as string) ?? ''} onChange={(e) => onChange(e.target.value)}>
          <option value="">—</option>
          {spec.options.map((option) => (
            <option key={option.value} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
    );
  }

  if (spec.kind === 'rows') {
    const rows = (value as FormValues[]) ?? [];
    const setRow = (index: number, row: FormValues | null) =>
      onChange(row === null ? rows.filter((_, i) => i !== index) : rows.map((r, i) => (i === index ? row : r)));
    return (
      <fieldset className={styles.group}>
        <legend>{label}</legend>
        {rows.map((row, index) => (
          <div key={index} className={styles.subrow}>
            <Fields specs={spec.fields} values={row} onChange={(next) => setRow(index, next)} path={`${id}-${index}-`} />
            <button type="button" className={button('danger')} onClick={() => setRow(index, null)}>
              {t('remove-row', { label, n: index + 1 })}
            </button>
          </div>
        ))}
        {rows.length < spec.max ? (
          <button type="button" className={button('quiet')} onClick={() => onChange([...rows, emptyValues(spec.fields)])}>
            {t('add-row', { label })}
          </button>
        ) : null}
      </fieldset>
    );
  }

  const type = spec.kind === 'number' || spec.kind === 'url' || spec.kind === 'color' ? 'text' : spec.kind;
  return (
    <label className={styles.field} htmlFor={id}>
      <span>
        {label}
        {required}
      </span>
      <input
        id={id}
        type={type}
        inputMode={spec.kind === 'number' ? 'decimal' : undefined}
        value={(value as string) ?? ''}
        onChange={(e) => onChange(e.target.value)}
        required={'required' in spec ? spec.required : undefined}
      />
    </label>
  );
}
