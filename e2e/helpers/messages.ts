import { readFileSync } from 'node:fs';
import type enForms from '../../locales/en/forms.json';
import type enSearch from '../../locales/en/search.json';

/**
 * The app's own messages, so journeys look for the texts visitors read. Read from disk:
 * Playwright's ESM loader refuses bare JSON imports.
 */
function messages<T>(locale: 'fr' | 'en', namespace: string): T {
  return JSON.parse(readFileSync(new URL(`../../locales/${locale}/${namespace}.json`, import.meta.url), 'utf8')) as T;
}

export const searchMessages = { fr: messages<typeof enSearch>('fr', 'search'), en: messages<typeof enSearch>('en', 'search') };
export const formsMessages = { fr: messages<typeof enForms>('fr', 'forms'), en: messages<typeof enForms>('en', 'forms') };
