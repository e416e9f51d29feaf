import { ListingRoute } from '@/components/listing/ListingRoute';
import type { Locale } from '@/lib/i18n/locales';
import type { ListingDetail } from '@/lib/listings/types';

/**
 * The public listing page of a hand-managed listing as it will look, whatever its status
 * (a withdrawn listing is one that has not gone live yet): the site's header and footer,
 * the gallery, the map. Rendered under /qa, so it is never cached nor indexed.
 */
export function ListingPreview({ listing, locale }: { listing: ListingDetail; locale: Locale }) {
  return <ListingRoute listing={listing} locale={locale} />;
}
