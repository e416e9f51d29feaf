import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DraftBanner } from '@/components/page/DraftBanner';
import { loadMessages } from '@/locales';

const render = (locale: 'fr' | 'en') =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={loadMessages(locale)}>
      <DraftBanner path="/fr/a-propos" />
    </NextIntlClientProvider>,
  );

describe('draft banner', () => {
  it('says Brouillon / Draft and posts the path to leave draft mode', () => {
    expect(render('fr')).toContain('Brouillon');
    expect(render('en')).toContain('Draft');
    expect(render('fr')).toContain('action="/api/editor/preview/exit"');
    expect(render('fr')).toContain('value="/fr/a-propos"');
  });
});
