import { useTranslations } from 'next-intl';
import type { BlockComponentProps } from '@/blocks/types';
import { pick } from '@/lib/i18n/locales';
import type { PropertySearchResultsFields } from '@/blocks/property-search-results-block/schema';
import { SearchResults } from './SearchResults.lazy';
import styles from './styles.module.pcss';

/** property_search_results_block: the property search page (list, map and filters). */
export function PropertySearchResults({ fields, ctx }: BlockComponentProps<PropertySearchResultsFields>) {
  const t = useTranslations('search');
  const title = pick(fields.main_title, ctx.locale);
  return (
    <section className={styles.section}>
      {title ? <h1 className="visually-hidden">{title}</h1> : null}
      <SearchResults
        initial={fields.initial_results ?? null}
        contactPath={ctx.routes.contact}
        alertSender={fields.alert_sender ?? null}
        empty={{
          title: pick(fields.empty_title, ctx.locale) ?? t('empty.title'),
          description: pick(fields.empty_description, ctx.locale) ?? t('empty.description'),
        }}
      />
    </section>
  );
}
