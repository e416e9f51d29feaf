import type { ConfigLabels } from '../config';
import type { BlockCategory } from '@/blocks/types';
import type { Locale } from '@/lib/i18n/locales';
import { categoryOrder } from '../config/categories';

/** The Puck config labels from the 'editor' messages' config section (t of namespace 'editor.config'). */
export function configLabels(qaLocale: Locale, t: (key: string) => string): ConfigLabels {
  return {
    qaLocale,
    categories: Object.fromEntries(categoryOrder.map((c) => [c, t(`category-${c}`)])) as Record<BlockCategory, string>,
    yes: t('yes'),
    no: t('no'),
    none: t('none'),
    blockParams: t('block-params'),
    pageTitle: t('page-title'),
    pagePaths: t('page-paths'),
    pageSeo: t('page-seo'),
    invalidJson: t('invalid-json'),
    invalidBlock: t('invalid-block'),
  };
}
