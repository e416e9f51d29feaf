'use client';

import { AutoField, FieldLabel, type Field } from '@puckeditor/core';
import type { Seo } from '@/lib/cms/types';
import { useEditorContext } from '../../editor-context';
import { fill, type FieldText } from './field-text';
import styles from './fields.module.css';
import { LocaleBadge } from './LocaleBadge';
import { canonicalError, robotsRules, seoForm, withSeoValue, type SeoForm } from './seo-form';

interface SeoFieldProps {
  label: string;
  text: FieldText;
  value: Seo | undefined;
  onChange: (value: Seo) => void;
  readOnly?: boolean;
}

const robotsLabels = {
  'index, follow': 'robots-index-follow',
  'noindex, follow': 'robots-noindex-follow',
  'index, nofollow': 'robots-index-nofollow',
  'noindex, nofollow': 'robots-noindex-nofollow',
} as const satisfies Record<(typeof robotsRules)[number], keyof FieldText>;

/** The page's SEO in the locale being edited, and its robots rule (one for both locales). */
export function SeoField({ label, text, value, onChange, readOnly }: SeoFieldProps) {
  const { editLocale } = useEditorContext();
  const form = seoForm(value, editLocale);
  const set = (key: keyof SeoForm) => (next: string) => onChange(withSeoValue(value, editLocale, key, next ?? ''));
  const input = (key: keyof SeoForm, fieldLabel: string, field: Field) => (
    <FieldLabel label={fieldLabel} el="div" readOnly={readOnly}>
      <AutoField field={{ ...field, label: fieldLabel } as Field} value={form[key]} readOnly={readOnly} onChange={set(key)} />
    </FieldLabel>
  );
  const robotsOptions = [
    { label: text['robots-default'], value: '' },
    ...robotsRules.map((rule) => ({ label: text[robotsLabels[rule]], value: rule })),
    ...(form.robots && !(robotsRules as readonly string[]).includes(form.robots) ? [{ label: fill(text['robots-other'], { rule: form.robots }), value: form.robots }] : []),
  ];
  return (
    <FieldLabel label={label} icon={<LocaleBadge text={text} />} el="div" readOnly={readOnly}>
      <div className={styles.stack}>
        {input('title', text['seo-title'], { type: 'text' })}
        {input('description', text['seo-description'], { type: 'textarea' })}
        {input('ogImage', text['seo-og-image'], { type: 'text', placeholder: 'https://' })}
        <div>
          {input('canonical', text['seo-canonical'], { type: 'text', placeholder: 'https://' })}
          {canonicalError(form.canonical) ? (
            <p className={styles.error} role="alert">
              {text['seo-canonical-invalid']}
            </p>
          ) : (
            <p className={styles.hint}>{text['seo-canonical-hint']}</p>
          )}
        </div>
        {input('robots', text['seo-robots'], { type: 'select', options: robotsOptions })}
      </div>
    </FieldLabel>
  );
}
