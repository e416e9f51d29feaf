/**
 * Shapes of the listings service answers as the browser receives them. The service
 * owns them (lib/listings/types.ts, type-only imports: nothing server-side is bundled).
 */
import type { ListingItem, MapMarker } from '@/lib/listings/types';

export type { ListingItem, ListingTooltip, MapMarker, Municipality } from '@/lib/listings/types';

export interface PropertyTypeOption {
  code: string;
  label: string;
}

/** The initial search load (format=map). */
export interface PropertiesMapAnswer {
  propertiesMap: MapMarker[];
  propertiesListing: ListingItem[];
  total: number;
}
