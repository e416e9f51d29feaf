import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { BlockContext } from '@/blocks/types';
import { footerBlock } from '@/blocks/footer-block';
import { loadMessages } from '@/locales';
import { SITE_TIME_ZONE } from '@/lib/format/date';

/**
 * Issue 18, spec 000 section 10 "Footer": the copyright line combines the year, the agency and
 * the rights text; the logo follows the colour scheme; 4 columns at xl where the first widens
 * when there are fewer menus; legal links to the terms and privacy pages; the powered-by
 * credit waits for the footer to enter the viewport (not in the server HTML).
 */
const ctx = (locale: 'fr' | 'en'): BlockContext => ({
  locale,
  siteType: 'broker',
  brandingVersion: 1,
  variantId: null,
  routes: { home: `/${locale}`, contact: '/c', properties: '/p', blog: '/b', terms: `/${locale}/conditions`, privacy: `/${locale}/confidentialite` },
  alternatePaths: [],
  index: 9,
});

function render(locale: 'fr' | 'en', fields: Record<string, unknown> = {}, scheme = 'normal') {
  const parsed = footerBlock.schema.parse({ ...(footerBlock.demo as Record<string, unknown>), ...fields });
  const Footer = footerBlock.component;
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} timeZone={SITE_TIME_ZONE} messages={loadMessages(locale)}>
      <Footer fields={parsed} params={{ color_scheme: scheme }} ctx={ctx(locale)} id="f" />
    </NextIntlClientProvider>,
  );
}

const image = (url: string) => ({ media: { fr: { url, alt: 'Logo' }, en: { url, alt: 'Logo' } } });
const year = new Date().getFullYear();

describe('footer block', () => {
  it('copyright: the year, the agency and the rights text, in each language', () => {
    expect(render('fr', { agency: 'Agence Immobilière Laurentides' })).toContain(`© ${year} Agence Immobilière Laurentides. Tous droits réservés.`);
    expect(render('en', { agency: 'Agence Immobilière Laurentides' })).toContain(`© ${year} Agence Immobilière Laurentides. All rights reserved.`);
  });

  it('copyright: the agency in the page\'s language when it is translated (the demo broker site by default)', () => {
    expect(render('en')).toContain(`© ${year} Julie Tremblay, Real Estate Broker. All rights reserved.`);
    expect(render('en')).toContain('alt="Julie Tremblay, Real Estate Broker"');
    expect(render('fr')).toContain(`© ${year} Julie Tremblay, courtier immobilier. Tous droits réservés.`);
  });

  it('the logo follows the colour scheme: the light logo on an inverted (dark) footer, the dark one otherwise', () => {
    const logos = { logo_image_light: image('/logo-light.svg'), logo_image_dark: image('/logo-dark.svg') };
    expect(render('fr', logos, 'inverted')).toContain('/logo-light.svg');
    expect(render('fr', logos, 'inverted')).not.toContain('/logo-dark.svg');
    expect(render('fr', logos, 'normal')).toContain('/logo-dark.svg');
  });

  it('with one menu the first column spans 3 of the 4; with three menus, 1', () => {
    const menu = { menu_item: { menu_link: { text: { fr: 'Propriétés', en: 'Properties' }, url: { fr: '/fr/p', en: '/en/p' } }, sub_menu_repeater: [] } };
    expect(render('fr', { menu_repeater: [menu] })).toContain('--brand-span:span 3;--menus-span:span 1');
    expect(render('fr', { menu_repeater: [menu, menu, menu] })).toContain('--brand-span:span 1;--menus-span:span 3');
  });

  it('links to the terms and the privacy policy; the powered-by credit is not in the server HTML', () => {
    const html = render('fr');
    expect(html).toContain('href="/fr/conditions"');
    expect(html).toContain('href="/fr/confidentialite"');
    expect(html).not.toContain('powered-by.svg');
  });
});
