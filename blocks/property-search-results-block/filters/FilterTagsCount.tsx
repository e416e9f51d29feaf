import { useTranslations } from 'next-intl';
import { activeCriteriaCount } from '@/lib/listing-search/filter-tags';
import type { SearchFilters } from '@/lib/listing-search/filters';

/** "More criteria (3)": the label of the button that opens the overlay. */
export function FilterTagsCount({ filters, variant = 'hero' }: { filters: SearchFilters; variant?: 'hero' | 'results' }) {
  const t = useTranslations('search');
  const count = activeCriteriaCount(filters);
  if (variant === 'results') return <span>{count > 0 ? t('results.filters-count', { count }) : t('results.filters')}</span>;
  return <span>{count > 0 ? t('hero.more-criteria-count', { count }) : t('hero.more-criteria')}</span>;
}
