import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { VariantBanner } from '@/components/page/VariantBanner';
import { variantColors, type VariantColor } from '@/lib/content/types';
import { loadMessages } from '@/locales';
import { SITE_TIME_ZONE } from '@/lib/format/date';

/** Issue 18, spec 000: with a variant active, a banner reads 'Vous visualisez la variante' and its name. */
function render(locale: 'fr' | 'en', color: VariantColor = 'amber') {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} timeZone={SITE_TIME_ZONE} messages={loadMessages(locale)}>
      <VariantBanner variant={{ id: 'v2', name: 'Printemps 2026', color }} />
    </NextIntlClientProvider>,
  );
}

/** Spec 000 section 3 "Variant": color is one of these names. */
const specColors = ['red', 'pink', 'purple', 'deep-purple', 'indigo', 'blue', 'cyan', 'teal', 'green', 'lime', 'yellow', 'amber', 'orange', 'brown', 'grey'];

describe('variant banner', () => {
  it('reads the spec text followed by the variant name, as a status', () => {
    const html = render('fr');
    expect(html).toContain('Vous visualisez la variante Printemps 2026');
    expect(html).toContain('role="status"');
  });

  it('has its English text on English pages', () => {
    expect(render('en')).toMatch(/variant Printemps 2026/);
  });

  it('takes the spec colour names, and shows the variant in its colour', () => {
    expect([...variantColors]).toEqual(specColors);
    const css = readFileSync(path.resolve(import.meta.dirname, '../../components/page/variant-banner.module.css'), 'utf8');
    for (const color of specColors) {
      expect(render('fr', color as VariantColor)).toContain(`data-color="${color}"`);
      // Each name has its own colour in the stylesheet (not the fallback).
      expect(css).toMatch(new RegExp(`\\[data-color='${color}'\\]\\s*\\{\\s*--variant-color: #[0-9a-f]{6}`));
    }
  });
});
