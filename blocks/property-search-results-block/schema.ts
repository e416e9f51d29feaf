import { z } from 'zod';
import { localizedText } from '@/lib/content/fields';
import type { AlertSender, InitialSearchResults } from '@/lib/listings/types';

/** Fields of property_search_results_block: only the empty view's texts are editable. */
export const propertySearchResultsSchema = z.object({
  /** A visually hidden page heading (the page is the search itself). */
  main_title: localizedText.optional(),
  empty_title: localizedText.optional(),
  empty_description: localizedText.optional(),
  /**
   * Server data (lib/listings/block-data.ts), filled in when the page response is built and
   * never saved with the page: the first cards of the default search, so they are in the
   * server HTML.
   */
  initial_results: z.custom<InitialSearchResults>().optional(),
  /** Server data: who sends the alerts of a search saved here (lib/listings/block-data.ts). */
  alert_sender: z.custom<AlertSender>().optional(),
});

export type PropertySearchResultsFields = z.infer<typeof propertySearchResultsSchema>;
