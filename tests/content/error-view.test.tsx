import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { ErrorView, type ErrorViewProps } from '@/blocks/error-block/ErrorView';
import { loadMessages } from '@/locales';
import { SITE_TIME_ZONE } from '@/lib/format/date';

function render(props: ErrorViewProps) {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={props.locale} messages={loadMessages(props.locale)} timeZone={SITE_TIME_ZONE}>
      <ErrorView {...props} />
    </NextIntlClientProvider>,
  );
}

describe('ErrorView', () => {
  it('404: default title, the not-found message and a link home in the page locale', () => {
    const html = render({ statusCode: 404, locale: 'en' });
    expect(html).toContain('404 error');
    expect(html).toContain('Sorry, the page you are looking for could not be found.');
    expect(html).toContain('href="/en"');
    expect(html).toContain('Back to the home page');
  });

  it('403: offers to refresh the page', () => {
    const html = render({ statusCode: 403, locale: 'fr' });
    expect(html).toContain('Erreur 403');
    expect(html).toContain('Actualiser la page');
    expect(html).not.toContain('href="/fr"');
    // A link to the same URL, which reloads without JavaScript too.
    expect(html).toMatch(/<a href=""[^>]*>.*Actualiser la page/s);
  });

  it('500: its message only', () => {
    const html = render({ statusCode: 500, locale: 'en' });
    expect(html).toContain('Sorry, a server error has occurred');
    expect(html).not.toContain('<button');
    expect(html).not.toContain('<a ');
  });

  it('503: maintenance title and a spinner', () => {
    const html = render({ statusCode: 503, locale: 'fr' });
    expect(html).toContain('Site en maintenance');
    expect(html).toContain('data-icon="spinner"');
  });

  it('uses the given title, message and action', () => {
    const html = render({ statusCode: 404, locale: 'fr', title: 'Propriété vendue', message: 'Elle a trouvé preneur.', action: 'none' });
    expect(html).toContain('Propriété vendue');
    expect(html).toContain('Elle a trouvé preneur.');
    expect(html).not.toContain('href="/fr"');
  });
});
