import type { Metadata } from 'next';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import { officePath } from '@/lib/offices/paths';
import type { Office } from '@/lib/offices/types';
import { officeCardData } from '@/lib/offices/view';

/** Next metadata of an office page: name and city, address as description, fr/en alternates. */
export function officeMetadata(office: Office, locale: Locale): Metadata {
  const card = officeCardData(office, locale);
  const title = card.name;
  const description = `${card.street}, ${card.city} (QC) ${card.postal_code}${card.phone ? ` · ${card.phone.display}` : ''}`;
  return {
    title,
    description,
    alternates: {
      canonical: card.url,
      languages: {
        [localeInfo.fr.iso]: officePath('fr', office.slug),
        [localeInfo.en.iso]: officePath('en', office.slug),
        'x-default': officePath('fr', office.slug),
      },
    },
    openGraph: { title, description, url: card.url, type: 'website', locale: localeInfo[locale].ogLocale, images: card.photo ? [{ url: card.photo.url }] : undefined },
  };
}
