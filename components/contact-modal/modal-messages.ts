import type { AbstractIntlMessages } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';

const loaders: Record<Locale, () => Promise<{ default: AbstractIntlMessages }>> = {
  fr: () => import('@/locales/fr/forms.json'),
  en: () => import('@/locales/en/forms.json'),
};

const loading = new Map<Locale, Promise<AbstractIntlMessages>>();

/**
 * What the contact modal and its form read (the forms namespace), in `locale`. Any page may
 * open the modal (a CMS link's action), so its messages load with it on first open, as a
 * chunk of their own, instead of riding in every page's HTML. Loaded once per page (a stable
 * promise, for use()).
 */
export function contactModalMessages(locale: Locale): Promise<AbstractIntlMessages> {
  let messages = loading.get(locale);
  if (!messages) {
    messages = loaders[locale]().then((module) => ({ forms: module.default }));
    loading.set(locale, messages);
  }
  return messages;
}
