import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { MentionsView } from '@/components/page/AdvertisingMentions';
import type { Mentions } from '@/lib/compliance/mentions';
import { SITE_TIME_ZONE } from '@/lib/format/date';
import { loadMessages } from '@/locales';
import { pageProblems, privacyOfficerText } from '../../e2e/helpers/advertising-page';

/**
 * The mentions crawler's check of one page (e2e/helpers/advertising-page.ts), on the chrome's
 * own mentions markup (MentionsView): a page lacking any one mandatory mention, or the link to
 * the privacy policy, is reported; a mention typed elsewhere on the page does not stand in for
 * the chrome's.
 */

const full: Mentions = {
  broker: { name: 'Julie Tremblay', title: 'Courtière immobilière résidentielle' },
  agency: 'Groupe Courtier Immobilier, agence immobilière',
  franchise: 'Franchisé indépendant et autonome de Réseau Démo inc.',
};
const expected = {
  mentions: ['Julie Tremblay, courtière immobilière résidentielle', 'Groupe Courtier Immobilier, agence immobilière', 'Franchisé indépendant et autonome de Réseau Démo inc.'],
  privacyHref: '/fr/politique-confidentialite',
};

function page(mentions: Mentions, { privacyLink = true, body = '' } = {}): string {
  const chrome = renderToStaticMarkup(
    <NextIntlClientProvider locale="fr" timeZone={SITE_TIME_ZONE} messages={loadMessages('fr')}>
      <MentionsView mentions={mentions} />
    </NextIntlClientProvider>,
  );
  const link = privacyLink ? '<a class="x" href="/fr/politique-confidentialite">Politique de confidentialité</a>' : '';
  return `<!DOCTYPE html><html lang="fr"><body><main>${body}</main><footer>${link}</footer>${chrome}</body></html>`;
}

describe('the crawler’s check of a page', () => {
  it('finds nothing missing on a page with every mention and the privacy link', () => {
    expect(pageProblems(page(full), expected)).toEqual([]);
  });

  it.each([
    ['the broker’s name', { ...full, broker: { ...full.broker!, name: 'J. Tremblay' } }, expected.mentions[0]],
    ['the licence title', { ...full, broker: { ...full.broker!, title: '' } }, expected.mentions[0]],
    ['the broker line', { ...full, broker: null }, expected.mentions[0]],
    ['the agency and its designation', { ...full, agency: 'Groupe Courtier Immobilier' }, expected.mentions[1]],
    ['the franchise statement', { ...full, franchise: '' }, expected.mentions[2]],
  ])('reports a page missing %s', (_what, mentions, line) => {
    expect(pageProblems(page(mentions), expected)).toEqual([expect.stringContaining(`mention missing: ${JSON.stringify(line)}`)]);
  });

  it('reports a page with no mentions section at all, even when a block types them', () => {
    const html = `<html><body><main><p>${expected.mentions.join('</p><p>')}</p></main><a href="/fr/politique-confidentialite">x</a></body></html>`;
    expect(pageProblems(html, expected)).toHaveLength(3);
  });

  it('reports a page without the link to the privacy policy', () => {
    expect(pageProblems(page(full, { privacyLink: false }), expected)).toEqual(['no link to /fr/politique-confidentialite']);
  });

  it('reads the person in charge on the privacy policy page', () => {
    const html = '<section data-testid="privacy-officer"><h2>Responsable</h2><p>Julie&nbsp;Tremblay, <a href="mailto:j@example.com">j@example.com</a></p></section>';
    expect(privacyOfficerText(html)).toContain('Julie\u00a0Tremblay');
    expect(privacyOfficerText('<p>nobody</p>')).toBe('');
  });
});
