import type { Locale } from '@/lib/i18n/locales';

/** Property type codes of spec 000 section 3, in display order. */
export const PROPERTY_TYPES = ['maison', 'condo', 'prop', 'ferme', 'chalet', 'terrain', 'comm'] as const;
export type PropertyTypeCode = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_TYPE_LABELS: Record<PropertyTypeCode, Record<Locale, string>> = {
  maison: { fr: 'Maisons unifamiliales', en: 'Single-family homes' },
  condo: { fr: 'Condos', en: 'Condominiums' },
  prop: { fr: 'Plex / revenus', en: 'Income properties' },
  ferme: { fr: 'Fermes / fermettes', en: 'Farms / country' },
  chalet: { fr: 'Chalets', en: 'Cottages' },
  terrain: { fr: 'Terrains', en: 'Land' },
  comm: { fr: 'Commercial / industriel', en: 'Commercial / industrial' },
};

export function isPropertyType(value: unknown): value is PropertyTypeCode {
  return typeof value === 'string' && (PROPERTY_TYPES as readonly string[]).includes(value);
}

export function propertyTypeLabel(code: PropertyTypeCode, locale: Locale): string {
  return PROPERTY_TYPE_LABELS[code][locale];
}

export function propertyTypeOptions(locale: Locale): { code: PropertyTypeCode; label: string }[] {
  return PROPERTY_TYPES.map((code) => ({ code, label: propertyTypeLabel(code, locale) }));
}
