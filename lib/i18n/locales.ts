/** The site's languages (spec 000 section 3): French is the default and the fallback. */
export const locales = ['fr', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'fr';

export const localeInfo: Record<Locale, { iso: string; name: string; ogLocale: string }> = {
  fr: { iso: 'fr-CA', name: 'Français', ogLocale: 'fr_CA' },
  en: { iso: 'en-CA', name: 'English', ogLocale: 'en_CA' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function otherLocales(current: Locale): Locale[] {
  return locales.filter((l) => l !== current);
}

/** A value keyed by locale, as every localised CMS field is ({fr, en}). */
export type Localized<T = string> = Partial<Record<Locale, T>>;

/** The value for the locale, falling back to French, then to any locale present. */
export function pick<T>(value: Localized<T> | null | undefined, locale: Locale): T | undefined {
  if (!value) return undefined;
  return value[locale] ?? value[defaultLocale] ?? Object.values(value).find((v) => v !== undefined);
}
