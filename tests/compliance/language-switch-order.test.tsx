import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import type { BlockContext } from '@/blocks/types';
import { LocaleSwitcher } from '@/blocks/shared/header/LocaleSwitcher';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/locales';
import { SITE_TIME_ZONE } from '@/lib/format/date';

/**
 * French first (Charter of the French language): French is every site's default language,
 * and where the languages are listed, French comes first.
 */
describe('the language switch puts French first', () => {
  it('lists French before English, and French is the default', () => {
    expect(locales[0]).toBe('fr');
    expect(defaultLocale).toBe('fr');
  });

  const render = (locale: Locale) =>
    renderToStaticMarkup(
      <NextIntlClientProvider locale={locale} timeZone={SITE_TIME_ZONE} messages={loadMessages(locale)}>
        <LocaleSwitcher ctx={{ locale, variantId: null, alternatePaths: [{ locale: 'fr', path: '/fr/a-propos' }, { locale: 'en', path: '/en/about' }] } as unknown as BlockContext} />
      </NextIntlClientProvider>,
    );

  it('an English page offers its French version, a French page its English one', () => {
    expect(render('en')).toContain('href="/fr/a-propos"');
    expect(render('en')).toContain('hrefLang="fr-CA"');
    expect(render('fr')).toContain('href="/en/about"');
  });
});
