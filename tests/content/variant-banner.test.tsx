import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { VariantBanner } from '@/components/page/VariantBanner';
import { loadMessages } from '@/locales';

/** Issue 18, spec 000: with a variant active, a banner reads 'Vous visualisez la variante' and its name. */
function render(locale: 'fr' | 'en') {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} timeZone="America/Toronto" messages={loadMessages(locale)}>
      <VariantBanner variant={{ id: 'v2', name: 'Printemps 2026', color: '#d97706' } as never} />
    </NextIntlClientProvider>,
  );
}

describe('variant banner', () => {
  it('reads the spec text followed by the variant name, as a status', () => {
    const html = render('fr');
    expect(html).toContain('Vous visualisez la variante Printemps 2026');
    expect(html).toContain('role="status"');
  });

  it('has its English text on English pages', () => {
    expect(render('en')).toMatch(/variant Printemps 2026/);
  });
});
