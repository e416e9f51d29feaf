import { useTranslations } from 'next-intl';
import type { BlockContext } from '@/blocks/types';
import { Icon } from '@/blocks/shared/content/Icon';
import { withVariant } from '@/lib/content/link-url';
import { localeInfo, otherLocales } from '@/lib/i18n/locales';
import { LocaleLink } from './LocaleLink.client';

/**
 * One link per other locale (the current one is hidden), to this page's path in that
 * locale. A page without an alternate in a locale (a blog post not translated) links
 * to that locale's home page.
 */
export function LocaleSwitcher({ ctx, className }: { ctx: BlockContext; className?: string }) {
  const t = useTranslations('header');
  return otherLocales(ctx.locale).map((locale) => {
    const path = ctx.alternatePaths.find((alternate) => alternate.locale === locale)?.path ?? `/${locale}`;
    return (
      <LocaleLink
        key={locale}
        locale={locale}
        href={withVariant(path, ctx.variantId)}
        hrefLang={localeInfo[locale].iso}
        className={className}
      >
        <Icon icon={{ type: 'globe' }} />
        <span>{t(`languages.${locale}`)}</span>
      </LocaleLink>
    );
  });
}
