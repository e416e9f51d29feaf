import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { BlockContext, BlockDefinition } from '@/blocks/types';
import { formsBlocks } from '@/blocks/groups/forms';
import frForms from '@/locales/fr/forms.json';
import enForms from '@/locales/en/forms.json';
import { SITE_TIME_ZONE } from '@/lib/format/date';

const ctx = (locale: 'fr' | 'en'): BlockContext => ({
  locale,
  siteType: 'broker',
  brandingVersion: 1,
  variantId: null,
  routes: { home: `/${locale}`, contact: `/${locale}/contact`, properties: '/p', blog: '/b', terms: `/${locale}/terms`, privacy: `/${locale}/privacy` },
  alternatePaths: [],
  index: 1,
});

const definition = (type: string): BlockDefinition => {
  const found = formsBlocks.find((d) => d.type === type);
  if (!found) throw new Error(`${type} missing`);
  return found;
};

function renderBlock(type: string, fields: Record<string, unknown> = {}, locale: 'fr' | 'en' = 'fr', params: Record<string, unknown> = {}, site: Partial<BlockContext> = {}) {
  const def = definition(type);
  const parsed = def.schema.parse({ ...(def.demo as Record<string, unknown>), ...fields });
  const Component = def.component;
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} timeZone={SITE_TIME_ZONE} messages={{ forms: locale === 'fr' ? frForms : enForms }}>
      <Component fields={parsed} params={params} ctx={{ ...ctx(locale), ...site }} id="b1" />
    </NextIntlClientProvider>,
  );
}

describe('forms blocks', () => {
  it('have demos that pass their own schema', () => {
    for (const def of formsBlocks) expect(def.schema.safeParse(def.demo).success, def.type).toBe(true);
  });

  it('contact form: labelled required fields, a 5-line message, consents linking to terms and privacy', () => {
    const html = renderBlock('contact_form_block', {}, 'fr');
    expect(html).toContain('Écrivez-nous');
    for (const label of ['Prénom', 'Nom', 'Adresse courriel', 'Numéro de téléphone (facultatif)', 'Message']) expect(html).toContain(label);
    expect(html).toMatch(/<input[^>]*type="email"/);
    expect(html).toMatch(/<textarea[^>]*rows="5"/);
    expect(html).toContain('href="/fr/terms"');
    expect(html).toContain('href="/fr/privacy"');
    expect(html).toContain('role="status"');
    // No captcha on the server: sending stays disabled until it is ready.
    expect(html).toMatch(/<button type="submit"[^>]*disabled/);
  });

  it('contact form and landing hero follow the site setting metadata.contact_form.show_consent', () => {
    const hidden = { contactForm: { showConsent: false, contactName: '' } };
    for (const type of ['contact_form_block', 'landing_hero_block']) {
      expect(renderBlock(type, {}, 'en', {}, hidden), type).not.toContain('consent-transaction');
      expect(renderBlock(type, {}, 'en'), type).toContain('consent-transaction');
    }
    // A stale copy of the setting in the block's fields no longer wins.
    expect(renderBlock('contact_form_block', { show_consent: true }, 'en', {}, hidden)).not.toContain('consent-transaction');
  });

  it('a block overrides the site setting only explicitly', () => {
    const hidden = { contactForm: { showConsent: false, contactName: '' } };
    expect(renderBlock('contact_form_block', { consent_override: 'show' }, 'en', {}, hidden)).toContain('consent-transaction');
    const html = renderBlock('contact_form_block', { consent_override: 'hide' }, 'en');
    expect(html).toContain('First name');
    expect(html).not.toContain('consent-transaction');
  });

  it('contact infos lists its icon links beside the text', () => {
    const html = renderBlock('contact_infos_block', {}, 'en', { orientation: 'right' });
    expect(html).toContain('How to reach us');
    expect(html).toContain('href="tel:+15145550123"');
    expect(html).toContain('mailto:julie.tremblay@example.ca');
  });

  it('property alert: the intro with its badge, title and a start button disabled until ready', () => {
    const html = renderBlock('property_alert_block', {}, 'fr');
    expect(html).toContain('Alerte propriétés');
    expect(html).toContain('Trouvez avant tout le monde');
    expect(html).toMatch(/<button[^>]*disabled[^>]*>Débuter<\/button>/);
    expect(html).toContain('/demo/forms/alert.svg');
    expect(html).toContain('Chargement du formulaire');
  });

  it('multi-step forms fall back to their default texts in the page language', () => {
    const html = renderBlock('property_valuation_block', { main_title: undefined, start_button_text: undefined, badge_text: undefined }, 'en');
    expect(html).toContain('How much is your property worth?');
    expect(html).toContain('Free valuation');
    expect(html).toMatch(/>Start<\/button>/);
  });

  it('landing hero: the form title is individual on a broker site', () => {
    const html = renderBlock('landing_hero_block', {}, 'fr');
    expect(html).toContain('Vendez au meilleur prix');
    expect(html).toContain('Parlons de votre projet');
    expect(html).toContain('Prénom');
  });
});
