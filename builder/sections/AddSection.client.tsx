'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { SectionCatalogEntry } from './catalog';
import styles from './styles.module.css';
import { button } from '@/builder/shell/button';

/** Picks a block type of the registry and adds it, with its demo content, at the end. */
export function AddSection({ catalog, onAdd }: { catalog: SectionCatalogEntry[]; onAdd(entry: SectionCatalogEntry): void }) {
  const t = useTranslations('editor.sections');
  const [type, setType] = useState(catalog[0]?.type ?? '');
  const selectId = useId();
  const categories = [...new Set(catalog.map((entry) => entry.category))];
  const entry = catalog.find((item) => item.type === type);

  return (
    <section className={styles.panel} aria-labelledby={`${selectId}-heading`}>
      <h2 id={`${selectId}-heading`}>{t('add-heading')}</h2>
      <div className={styles.row}>
        <label htmlFor={selectId}>{t('add-type')}</label>
        <select id={selectId} className={styles.input} value={type} onChange={(event) => setType(event.target.value)}>
          {categories.map((category) => (
            <optgroup key={category} label={category}>
              {catalog
                .filter((item) => item.category === category)
                .map((item) => (
                  <option key={item.type} value={item.type}>
                    {item.label} ({item.type})
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
        <button type="button" className={button('primary')} disabled={!entry} onClick={() => entry && onAdd(entry)}>
          {t('add-submit')}
        </button>
      </div>
    </section>
  );
}
