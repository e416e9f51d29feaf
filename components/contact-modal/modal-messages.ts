import type { AbstractIntlMessages } from 'next-intl';
import type { ClientNamespace } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/locales';

/**
 * What the contact modal and its form read. Any page may open the modal (a CMS link's
 * action), so its messages load with it on first open, as a chunk of their own, instead of
 * riding in every page's HTML.
 */
export const contactModalNamespaces = ['forms'] as const satisfies readonly ClientNamespace[];

const loaders: Record<Locale, () => Promise<{ default: AbstractIntlMessages }>> = {
  fr: () => import('@/locales/fr/forms.json'),
  en: () => import('@/locales/en/forms.json'),
};

const loading = new Map<Locale, Promise<AbstractIntlMessages>>();

/** The modal's messages in `locale`, loaded once per page (a stable promise, for use()). */
export function contactModalMessages(locale: Locale): Promise<AbstractIntlMessages> {
  let messages = loading.get(locale);
  if (!messages) {
    messages = loaders[locale]().then((module) => ({ forms: module.default }));
    loading.set(locale, messages);
  }
  return messages;
}
