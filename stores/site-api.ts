import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import type { Locale } from '@/lib/i18n/locales';

/**
 * What the browser needs to call the listings service of the current site: blocks do not
 * receive the microsite id or the site key in their context, so SiteStoreHydrator (rendered
 * once by each page with the site chrome) copies them here from the page response.
 */
export interface SiteApiState {
  micrositeId: string | null;
  siteKey: string | null;
  locale: Locale;
  setSiteApi(value: { micrositeId: string | null; siteKey: string | null; locale: Locale }): void;
}

export const useSiteApi = create<SiteApiState>()(
  immer((set) => ({
    micrositeId: null,
    siteKey: null,
    locale: 'fr',
    setSiteApi: ({ micrositeId, siteKey, locale }) =>
      set((state) => {
        state.micrositeId = micrositeId;
        state.siteKey = siteKey;
        state.locale = locale;
      }),
  })),
);
