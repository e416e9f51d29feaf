import type { Locale } from '@/lib/i18n/locales';
import { siteRoutes } from '@/lib/i18n/routes';
import { slugify } from '@/lib/listings/paths';
import type { Broker } from '@/lib/listings/types';

/**
 * The contact page addressed to the listing's broker (spec 000: recipient_type and
 * recipient_slug). Listing brokers carry no slug of their own: it is their slugified name.
 */
export function brokerContactHref(broker: Pick<Broker, 'name'>, locale: Locale): string {
  const query = new URLSearchParams({ recipient_type: 'broker', recipient_slug: slugify(broker.name) });
  return `${siteRoutes(locale).contact}?${query}`;
}
