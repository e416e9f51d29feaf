'use client';

import { useLayoutEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Icon } from '@/blocks/shared/content/Icon';
import type { Locale } from '@/lib/i18n/locales';
import { filterTags, tagKey, type FilterTag } from '@/lib/listing-search/filter-tags';
import type { SearchFilters } from '@/lib/listing-search/filters';
import { tagLabel } from './tag-label';
import { useOptionLabels } from './use-option-labels';
import styles from './styles.module.pcss';

/** Spec 000 section 10: above this height (px, screens >= 576) a show-more button appears. */
export const TAGS_COLLAPSED_HEIGHT = 54;

/**
 * Removable criteria tags. On mobile the area is capped at 86 px and scrolls (CSS); from
 * 576 px up it is clamped to 54 px with a show-more button when the tags need more.
 */
export function FilterTags({ filters, onRemove }: { filters: SearchFilters; onRemove: (tag: FilterTag) => void }) {
  const t = useTranslations('search');
  const locale = useLocale() as Locale;
  const lookups = useOptionLabels();
  const tags = filterTags(filters);
  const listRef = useRef<HTMLUListElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setOverflows(list.scrollHeight > TAGS_COLLAPSED_HEIGHT + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [tags.length]);

  if (tags.length === 0) return null;
  return (
    <div className={styles.tagsArea} data-expanded={expanded || undefined} data-overflows={overflows || undefined}>
      <h3 className="visually-hidden">{t('overlay.selected')}</h3>
      <ul ref={listRef} className={styles.tags}>
        {tags.map((tag) => {
          const label = tagLabel(tag, t, locale, lookups);
          return (
            <li key={tagKey(tag)}>
              <button type="button" className={styles.tag} onClick={() => onRemove(tag)} aria-label={t('overlay.remove', { label })}>
                <span>{label}</span>
                <Icon icon="close" />
              </button>
            </li>
          );
        })}
      </ul>
      {overflows ? (
        <button type="button" className={styles.showMore} aria-expanded={expanded} onClick={() => setExpanded((value) => !value)}>
          {expanded ? t('overlay.show-less') : t('overlay.show-more')}
        </button>
      ) : null}
    </div>
  );
}
