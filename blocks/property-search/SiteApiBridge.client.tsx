'use client';

import { useEffect } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { useSiteApi } from '@/stores/site-api';

/**
 * Copies the site's microsite id, key and locale from the page response into the browser
 * store the listings client reads (blocks do not receive them). Render once per page.
 */
export function SiteApiBridge({ micrositeId, siteKey, locale }: { micrositeId: string | null; siteKey: string | null; locale: Locale }) {
  const setSiteApi = useSiteApi((s) => s.setSiteApi);
  useEffect(() => setSiteApi({ micrositeId, siteKey, locale }), [setSiteApi, micrositeId, siteKey, locale]);
  return null;
}
