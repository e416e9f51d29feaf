import { describe, expect, it } from 'vitest';
import { demoEmails, EMAIL_TEMPLATES, type PreviewEmail } from '@/builder/emails/demo-emails';
import type { EmailSender } from '@/lib/emails/sender';
import { frenchTypography, NNBSP } from '@/lib/emails/typography';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The e-mails people receive: each template in both languages, French typography in both
 * parts, the footer the law asks for (sender, postal address, contact, OACIQ mentions on
 * every e-mail; CASL's unsubscribe on commercial ones only), the listing photo's alt text.
 */
const sender = (locale: Locale): EmailSender => ({
  siteName: 'Julie Tremblay, courtière',
  origin: 'https://julie.example.com',
  logo: { url: 'https://julie.example.com/media/logo.png', alt: 'Julie Tremblay' },
  colors: { primary: '#c8102e', onPrimary: '#ffffff' },
  broker: {
    name: 'Julie Tremblay', title: locale === 'fr' ? 'Courtière immobilière résidentielle' : 'Residential real estate broker',
    agency: locale === 'fr' ? 'Groupe Test, agence immobilière' : 'Groupe Test, real estate agency', phone: '514 555-0100',
    photo: { url: 'https://julie.example.com/media/julie.jpg', alt: 'Julie Tremblay' },
  },
  mentions: [
    locale === 'fr' ? 'Julie Tremblay, courtière immobilière résidentielle' : 'Julie Tremblay, residential real estate broker',
    locale === 'fr' ? 'Groupe Test, agence immobilière' : 'Groupe Test, real estate agency',
    locale === 'fr' ? 'Franchisé indépendant et autonome' : 'Independently owned and operated franchisee',
  ],
  postalAddress: '1000, rue Sherbrooke Ouest, Montréal H3A 3G4',
  contactEmail: 'julie@example.com',
  contactPhone: '514 555-0100',
});

const mails = async (locale: Locale) => Object.fromEntries((await demoEmails(sender(locale), locale)).map((m) => [m.id, m])) as Record<PreviewEmail['id'], PreviewEmail>;
const fr = await mails('fr');
const en = await mails('en');
const bothParts = (m: PreviewEmail) => [m.text, m.html ?? ''];

describe('e-mail templates', () => {
  it('renders every template in both languages, the HTML part in its language', () => {
    for (const [locale, set] of [['fr', fr], ['en', en]] as const) {
      expect(Object.keys(set).sort()).toEqual([...EMAIL_TEMPLATES].sort());
      for (const id of EMAIL_TEMPLATES) {
        expect(set[id].subject.length).toBeGreaterThan(0);
        expect(set[id].text.length).toBeGreaterThan(50);
        if (id !== 'lead') expect(set[id].html).toMatch(new RegExp(`<html[^>]* lang="${locale}"`));
      }
    }
    expect(fr.alert.subject).not.toBe(en.alert.subject);
  });

  it('French text parts put a narrow no-break space before the colon (« Nouvelle inscription : 745 000 $ »); English ones do not', () => {
    expect(fr.alert.text).toContain(`Nouvelle inscription${NNBSP}: 745\u00a0000\u00a0$`);
    expect(fr.alert.text).not.toMatch(/inscription: /);
    expect(fr.alert.text).toContain(`Baisse de prix${NNBSP}: 499\u00a0000\u00a0$`);
    expect(fr.alert.text).toContain(`Se désabonner${NNBSP}: https://`);
    for (const id of EMAIL_TEMPLATES) expect(fr[id].text).not.toMatch(/[^\s\u202f][:;?!](?=\s)/);
    expect(en.alert.text).toContain('New listing: $745,000');
    for (const id of EMAIL_TEMPLATES) expect(en[id].text).not.toContain(NNBSP);
  });

  it('the French HTML part is typeset too, and the subject', () => {
    expect(fr.alert.html).toContain(`Adresse postale${NNBSP}:`);
    expect(fr.alert.subject).toContain(`alerte${NNBSP}:`);
    expect(fr.confirmation.html).toContain(`pour${NNBSP}:`);
  });

  it('every e-mail to the public carries the sender, its postal address, a contact and the advertising mentions, in both parts', () => {
    for (const [locale, set] of [['fr', fr], ['en', en]] as const) {
      for (const id of ['alert', 'confirmation', 'invitation', 'reset'] as const) {
        for (const part of bothParts(set[id])) {
          expect(part).toContain('1000, rue Sherbrooke Ouest, Montréal H3A 3G4');
          expect(part).toContain('julie@example.com');
          for (const line of sender(locale).mentions) expect(part).toContain(line);
          expect(part).toContain(sender(locale).siteName);
        }
      }
    }
  });

  it('the alert (commercial) has the unsubscribe link in both parts and List-Unsubscribe; the confirmation, reset and invitation (transactional) have none', () => {
    for (const set of [fr, en]) {
      for (const part of bothParts(set.alert)) expect(part).toMatch(/\/(alertes\/desabonnement|alerts\/unsubscribe)\?t=/);
      for (const id of ['confirmation', 'invitation', 'reset'] as const) {
        for (const part of bothParts(set[id])) expect(part).not.toMatch(/desabonnement|unsubscribe|désabonner/i);
      }
    }
    expect(en.alert.text).toContain('Unsubscribe: https://julie.example.com/en/alerts/unsubscribe?t=');
    expect(fr.reset.text).toContain('aucune publicité');
  });

  it('shows each listing photo with its alt text, or a description of the listing where it has none', () => {
    expect(fr.alert.html).toContain('alt="Façade en brique et entrée pavée"');
    expect(en.alert.html).toContain('alt="Brick front and paved driveway"');
    expect(fr.alert.html).toContain('alt="Photo de la propriété, 88, avenue du Parc, Montréal"');
    expect(fr.alert.html).not.toContain('alt=""');
  });

  it('carries the site look: logo, primary colour, the broker card with photo, name, title, agency and phone', () => {
    const html = fr.alert.html!;
    expect(html).toContain('src="https://julie.example.com/media/logo.png"');
    expect(html).toContain('#c8102e');
    expect(html).toContain('src="https://julie.example.com/media/julie.jpg"');
    for (const text of ['Courtière immobilière résidentielle', 'Groupe Test, agence immobilière', `Tél.${NNBSP}: 514 555-0100`]) {
      expect(html).toContain(text);
      expect(fr.alert.text).toContain(text);
    }
  });

  it('e-mails to clients carry the broker card; the workspace account e-mails (invitation, reset) do not', () => {
    for (const id of ['alert', 'confirmation'] as const) {
      expect(fr[id].text).toContain(`Votre courtier${NNBSP}:`);
      expect(en[id].html).toContain('Your broker');
    }
    for (const id of ['invitation', 'reset'] as const) {
      expect(fr[id].text).not.toContain('Votre courtier');
      expect(en[id].html).not.toContain('Your broker');
    }
  });
});

describe('French typography', () => {
  it('spaces « : ; ? ! » and guillemets in French, leaves URLs, times and English alone', () => {
    expect(frenchTypography('Nouvelle inscription: 745 000 $', 'fr')).toBe(`Nouvelle inscription${NNBSP}: 745 000 $`);
    expect(frenchTypography('Prêt ? Oui ! Voir : a ; b', 'fr')).toBe(`Prêt${NNBSP}? Oui${NNBSP}! Voir${NNBSP}: a${NNBSP}; b`);
    expect(frenchTypography('«Bonjour»', 'fr')).toBe(`«${NNBSP}Bonjour${NNBSP}»`);
    expect(frenchTypography('https://x.test/a?t=1 à 22:30', 'fr')).toBe('https://x.test/a?t=1 à 22:30');
    expect(frenchTypography('New listing: $745,000', 'en')).toBe('New listing: $745,000');
  });
});
