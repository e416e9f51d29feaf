'use client';

import { AutoField } from '@puckeditor/core';
import { useMemo } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { fill, type FieldText } from './field-text';
import styles from './styles.module.css';
import { findChoice, pageChoices, type PickablePage } from './link-url';
import { useSitePages } from './use-site-pages';

const noPages: PickablePage[] = [];

interface PagePickerProps {
  text: FieldText;
  locale: Locale;
  url: string;
  onPick: (url: string) => void;
  readOnly?: boolean;
}

/** A page of this site by its title and public path in the locale being edited. */
export function PagePicker({ text, locale, url, onPick, readOnly }: PagePickerProps) {
  const site = useSitePages();
  const pages = site.status === 'ready' ? site.value : noPages;
  const choices = useMemo(() => pageChoices(pages, locale, { properties: text['route-properties'], blog: text['route-blog'] }), [pages, locale, text]);
  const current = findChoice(choices, url);
  const options = [
    { label: site.status === 'loading' ? text['pages-loading'] : text['page-choose'], value: '' },
    ...(url && !current ? [{ label: fill(text['page-unlisted'], { url }), value: url }] : []),
    ...choices,
  ];
  return (
    <div>
      <AutoField
        field={{ type: 'select', label: text['url-mode-page'], options }}
        value={current?.value ?? url}
        readOnly={readOnly}
        onChange={(next: unknown) => onPick(typeof next === 'string' ? next : '')}
      />
      {site.status === 'error' ? <p className={styles.error}>{text['pages-error']}</p> : null}
    </div>
  );
}
