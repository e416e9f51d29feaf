import { localeInfo, type Locale } from '@/lib/i18n/locales';
import { weekDays } from '@/lib/offices/types';
import type { OfficeCardData } from '@/lib/offices/view';
import type { Office } from '@/lib/offices/types';

function absolute(path: string, origin: string | null): string {
  if (!origin || /^https?:\/\//.test(path)) return path;
  return `${origin.replace(/\/+$/, '')}${path}`;
}

/**
 * schema.org RealEstateAgent (a LocalBusiness) of an office page: address, geo, phone,
 * e-mail and opening hours, which search engines show in local results.
 */
export function officeJsonLd(office: Office, card: OfficeCardData, locale: Locale, origin: string | null = null): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: card.name,
    url: absolute(card.url, origin),
    inLanguage: localeInfo[locale].iso,
    ...(card.photo ? { image: absolute(card.photo.url, origin) } : {}),
    ...(office.phone_international || office.phone_display ? { telephone: office.phone_international || office.phone_display } : {}),
    ...(office.email ? { email: office.email } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: card.street,
      addressLocality: card.city,
      addressRegion: 'QC',
      postalCode: office.postal_code,
      addressCountry: 'CA',
    },
    geo: { '@type': 'GeoCoordinates', latitude: office.latitude, longitude: office.longitude },
    hasMap: card.directions_url,
    openingHoursSpecification: office.opening_hours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...h.days].sort((a, b) => weekDays.indexOf(a) - weekDays.indexOf(b)).map((d) => `https://schema.org/${d}`),
      opens: h.opens,
      closes: h.closes,
    })),
  };
}
