import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import PageError from '@/app/(site)/[site]/[locale]/error';
import { loadMessages } from '@/locales';
import { SITE_TIME_ZONE } from '@/lib/format/date';

/** Issue 18, spec 000 section 8: an exception while rendering shows 'Erreur' and 'Une grosse erreur est survenue', with a refresh action. */
function render(locale: 'fr' | 'en') {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} timeZone={SITE_TIME_ZONE} messages={loadMessages(locale)}>
      <PageError error={Object.assign(new Error('boom'), { digest: '1' })} />
    </NextIntlClientProvider>,
  );
}

describe('the exception page', () => {
  it('reads the spec title and message, offers to refresh, and never shows the error itself', () => {
    const html = render('fr');
    expect(html).toMatch(/<h1[^>]*>Erreur<\/h1>/);
    expect(html).toContain('Une grosse erreur est survenue');
    expect(html).toContain('Actualiser la page');
    expect(html).not.toContain('boom');
  });

  it('is in English on English pages', () => {
    const html = render('en');
    expect(html).toMatch(/<h1[^>]*>Error<\/h1>/);
    expect(html).toContain('Refresh the page');
  });
});
