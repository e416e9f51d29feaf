import type { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import type { FilterTag } from '@/lib/listing-search/filter-tags';
import { LAST_PRICE_STEP, PRICE_STEPS, shortPrice } from '@/lib/listing-search/price-steps';

type SearchT = ReturnType<typeof useTranslations<'search'>>;

export interface TagLabelLookups {
  municipalityName(code: string): string;
  propertyTypeLabel(code: string): string;
}

/** The visible text of a criteria tag. */
export function tagLabel(tag: FilterTag, t: SearchT, locale: Locale, lookups: TagLabelLookups): string {
  switch (tag.kind) {
    case 'mun':
      return lookups.municipalityName(tag.code);
    case 'allMun':
      return t('tags.all-municipalities', { count: tag.count });
    case 'type':
      return lookups.propertyTypeLabel(tag.code);
    case 'price': {
      const min = tag.min === null ? null : shortPrice(tag.min, locale);
      const max = tag.max === null ? null : shortPrice(tag.max, locale);
      if (min && max) return t('tags.price-range', { min, max });
      if (min) return t('tags.price-from', { min });
      return t('tags.price-to', { max: max ?? shortPrice(PRICE_STEPS[LAST_PRICE_STEP] ?? 0, locale, true) });
    }
    case 'openHouse':
      return t('tags.open-house');
    case 'mapBounds':
      return t('tags.map-bounds');
    case 'transaction':
      return t(tag.value === 'buy' ? 'tags.buy' : 'tags.rent');
    case 'bedrooms':
      return t('tags.bedrooms', { count: tag.value });
    case 'bathrooms':
      return t('tags.bathrooms', { count: tag.value });
  }
}
