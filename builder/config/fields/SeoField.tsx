'use client';

import { AutoField, FieldLabel, type Field } from '@puckeditor/core';
import type { Seo } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { LocaleColumns } from '../LocaleColumns';
import { fill, type FieldText } from './field-text';
import styles from './styles.module.css';
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

interface SeoInputProps {
  seo: Seo | undefined;
  locale: Locale;
  name: keyof SeoForm;
  label: string;
  field: Field;
  onChange: (value: Seo) => void;
  readOnly?: boolean;
}

/** One value of the form in one locale. */
function SeoInput({ seo, locale, name, label, field, onChange, readOnly }: SeoInputProps) {
  return (
    // A <label> around the one input: Puck's textarea has no name of its own (axe 'label').
    <FieldLabel label={label} el="label" readOnly={readOnly}>
      <AutoField
        field={{ ...field, label } as Field}
        value={seoForm(seo, locale)[name]}
        readOnly={readOnly}
        onChange={(next: string) => onChange(withSeoValue(seo, locale, name, next ?? ''))}
      />
    </FieldLabel>
  );
}

/**
 * The page's SEO per locale (the one being edited, or both side by side), then its
 * robots rule, one for both locales.
 */
export function SeoField({ label, text, value, onChange, readOnly }: SeoFieldProps) {
  // robots is not per locale: either locale's form reads and writes the same rule.
  const robots = seoForm(value, 'fr').robots;
  const robotsOptions = [
    { label: text['robots-default'], value: '' },
    ...robotsRules.map((rule) => ({ label: text[robotsLabels[rule]], value: rule })),
    ...(robots && !(robotsRules as readonly string[]).includes(robots) ? [{ label: fill(text['robots-other'], { rule: robots }), value: robots }] : []),
  ];
  const common = { seo: value, onChange, readOnly };
  return (
    <div className={styles.stack}>
      <LocaleColumns label={label} readOnly={readOnly} badgeTitle={text['locale-badge']}>
        {(locale) => (
          <div className={styles.stack}>
            <SeoInput {...common} locale={locale} name="title" label={text['seo-title']} field={{ type: 'text' }} />
            <SeoInput {...common} locale={locale} name="description" label={text['seo-description']} field={{ type: 'textarea' }} />
            <SeoInput {...common} locale={locale} name="ogImage" label={text['seo-og-image']} field={{ type: 'text', placeholder: 'https://' }} />
            <div>
              <SeoInput {...common} locale={locale} name="canonical" label={text['seo-canonical']} field={{ type: 'text', placeholder: 'https://' }} />
              {canonicalError(seoForm(value, locale).canonical) ? (
                <p className={styles.error} role="alert">
                  {text['seo-canonical-invalid']}
                </p>
              ) : (
                <p className={styles.hint}>{text['seo-canonical-hint']}</p>
              )}
            </div>
          </div>
        )}
      </LocaleColumns>
      <SeoInput {...common} locale="fr" name="robots" label={text['seo-robots']} field={{ type: 'select', options: robotsOptions }} />
    </div>
  );
}
