/**
 * Shapes of the listings service answers as the browser receives them. The service
 * owns them (lib/listings/types.ts, type-only imports: nothing server-side is bundled).
 */
import type { ListingItem, MapMarker } from '@/lib/listings/types';

export type { ListingCount, ListingItem, ListingTooltip, MapMarker, Municipality } from '@/lib/listings/types';

export interface PropertyTypeOption {
  code: string;
  label: string;
}

/** The initial search load (format=map). */
export interface PropertiesMapAnswer {
  propertiesMap: MapMarker[];
  propertiesListing: ListingItem[];
  /** Every matching listing, markers or not (10 000 at most: see totalExact). */
  total: number;
  /** False when the service stopped counting at 10 000 ("10 000+"). */
  totalExact: boolean;
  /** The service capped the markers (MAP_MARKER_CAP): fewer markers than `total`. */
  truncated: boolean;
}

/** One page of the listing; total is null when the answer did not carry it. */
export interface PropertiesPageAnswer {
  propertiesListing: ListingItem[];
  total: number | null;
  totalExact: boolean;
}
