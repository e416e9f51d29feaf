import { z } from 'zod';
import { localizedText } from '@/lib/cms/fields';

/** Fields of property_search_results_block: only the empty view's texts are editable. */
export const propertySearchResultsSchema = z.object({
  /** A visually hidden page heading (the page is the search itself). */
  main_title: localizedText.optional(),
  empty_title: localizedText.optional(),
  empty_description: localizedText.optional(),
});

export type PropertySearchResultsFields = z.infer<typeof propertySearchResultsSchema>;
