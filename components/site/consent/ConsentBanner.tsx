import { getTranslations } from 'next-intl/server';
import type { ScriptTag } from '@/lib/content/types';
import { usedOptionalCategories } from '@/lib/consent/categories';
import { inertTagsHtml } from '@/lib/consent/inert-tags';
import { consentRevision } from '@/lib/consent/revision';
import type { Locale } from '@/lib/i18n/locales';
import { siteRoutes } from '@/lib/i18n/routes';
import { ConsentBannerClient, type ConsentTexts } from './ConsentBanner.client';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The site's tags that wait for consent (inert, see lib/consent/inert-tags.ts) and the
 * banner that asks for it. Nothing at all when every tag is necessary: with nothing to
 * choose, a banner would only teach visitors to click it away. Rendered by the site layout,
 * which persists across client navigations, so a script the visitor allowed runs once.
 * The HTML is the same for every visitor: the answer lives in the browser's cookie.
 */
export async function ConsentBanner({ tags, locale, micrositeId, siteKey }: { tags: readonly ScriptTag[]; locale: Locale; micrositeId: string | null; siteKey: string | null }) {
  const categories = usedOptionalCategories(tags);
  if (categories.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'consent' });
  const privacyHref = siteRoutes(locale).privacy;
  // The tool renders these two as HTML: the texts are ours, the link is the site's own route.
  const withLink = (key: 'description' | 'more-description') => `${escapeHtml(t(key))} <a href="${privacyHref}">${escapeHtml(t('privacy-link'))}</a>`;
  const texts: ConsentTexts = {
    title: t('title'),
    description: withLink('description'),
    revision: t('revision'),
    acceptAll: t('accept-all'),
    refuseAll: t('refuse-all'),
    choose: t('choose'),
    save: t('save'),
    close: t('close'),
    preferencesTitle: t('preferences-title'),
    preferencesIntro: t('preferences-intro'),
    moreTitle: t('more-title'),
    moreDescription: withLink('more-description'),
    categories: Object.fromEntries(
      (['necessary', ...categories] as const).map((category) => [category, { title: t(category), description: t(`${category}-description`) }]),
    ),
  };
  return (
    <>
      {/* suppressHydrationWarning: the consent tool swaps an allowed script for a live one. */}
      <div hidden data-consent-tags="" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: inertTagsHtml(tags, locale) }} />
      <ConsentBannerClient
        categories={categories}
        revision={consentRevision(tags)}
        locale={locale}
        texts={texts}
        endpoint={micrositeId && siteKey ? { url: `/api/swc/${encodeURIComponent(micrositeId)}/consent`, siteKey } : null}
      />
    </>
  );
}
