'use client';

import { useEffect } from 'react';
import type { CookieValue } from 'vanilla-cookieconsent';
import type { OptionalCategory } from '@/lib/consent/categories';
import type { Locale } from '@/lib/i18n/locales';

export interface ConsentTexts {
  title: string;
  description: string;
  revision: string;
  acceptAll: string;
  refuseAll: string;
  choose: string;
  save: string;
  close: string;
  preferencesTitle: string;
  preferencesIntro: string;
  moreTitle: string;
  moreDescription: string;
  categories: Partial<Record<'necessary' | OptionalCategory, { title: string; description: string }>>;
}

interface Props {
  categories: OptionalCategory[];
  revision: number;
  locale: Locale;
  texts: ConsentTexts;
  endpoint: { url: string; siteKey: string } | null;
}

/** Half a year, then the visitor is asked again. */
const CONSENT_DAYS = 182;

/** Sends the answer as proof: the tool's random consent id, the categories, the revision. */
function record(endpoint: Props['endpoint'], locale: Locale, cookie: CookieValue) {
  if (!endpoint) return;
  void fetch(endpoint.url, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Content-Language': locale, 'X-Site-Key': endpoint.siteKey },
    body: JSON.stringify({ consent_id: cookie.consentId, categories: cookie.categories, revision: cookie.revision }),
  }).catch(() => undefined);
}

/**
 * vanilla-cookieconsent, loaded only on sites with tags that need consent: a compact bar at
 * the bottom (a phone keeps the page's main action in view), "Accept all" and "Refuse all"
 * of equal weight, "Choose" for the per-category panel. It runs each inert script of an
 * accepted category (ConsentBanner.tsx). The footer's consent link reopens the panel
 * through lib/site/consent-bridge.ts, answered by ./consent-tool.ts once the tool runs.
 */
export function ConsentBannerClient({ categories, revision, locale, texts, endpoint }: Props) {
  useEffect(() => {
    let cancelled = false;
    void import('./consent-tool').then((cc) => {
      if (cancelled) return;
      void cc.startConsentTool({
        revision,
        // The tool hides itself from automated browsers by default; every visitor is asked.
        hideFromBots: false,
        cookie: { name: 'site_consent', expiresAfterDays: CONSENT_DAYS, sameSite: 'Lax' },
        guiOptions: {
          consentModal: { layout: 'bar inline', position: 'bottom', equalWeightButtons: true, flipButtons: false },
          preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
        },
        categories: {
          necessary: { enabled: true, readOnly: true },
          ...Object.fromEntries(categories.map((category) => [category, {}])),
        },
        onFirstConsent: ({ cookie }) => record(endpoint, locale, cookie),
        onChange: ({ cookie }) => record(endpoint, locale, cookie),
        language: {
          default: locale,
          translations: {
            [locale]: {
              consentModal: {
                title: texts.title,
                description: `${texts.description} {{revisionMessage}}`,
                revisionMessage: `<br>${texts.revision}`,
                acceptAllBtn: texts.acceptAll,
                acceptNecessaryBtn: texts.refuseAll,
                showPreferencesBtn: texts.choose,
              },
              preferencesModal: {
                title: texts.preferencesTitle,
                acceptAllBtn: texts.acceptAll,
                acceptNecessaryBtn: texts.refuseAll,
                savePreferencesBtn: texts.save,
                closeIconLabel: texts.close,
                sections: [
                  { description: texts.preferencesIntro },
                  ...(['necessary', ...categories] as const).map((category) => ({
                    title: texts.categories[category]?.title ?? category,
                    description: texts.categories[category]?.description ?? '',
                    linkedCategory: category,
                  })),
                  { title: texts.moreTitle, description: texts.moreDescription },
                ],
              },
            },
          },
        },
      });
    });
    return () => {
      cancelled = true;
    };
  }, [categories, revision, locale, texts, endpoint]);
  return null;
}
