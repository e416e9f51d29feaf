import { describe, expect, it } from 'vitest';
import { newRowKey, paramRows, rowsMatch, rowsToParams, toAction } from '@/builder/config/fields/action-params';
import { externalUrlError, findChoice, pageChoices, publicPagePath, urlMode, withLocaleUrl } from '@/builder/config/fields/link-url';

const routes = { properties: 'Recherche', blog: 'Blogue' };

describe('link url field', () => {
  it('detects the mode: a path of the site is a page, anything else is external', () => {
    expect(urlMode(undefined)).toBe('page');
    expect(urlMode('')).toBe('page');
    expect(urlMode('/fr/contact')).toBe('page');
    expect(urlMode('https://example.com')).toBe('external');
    expect(urlMode('//evil.example')).toBe('external');
    expect(urlMode('tel:+15145550123')).toBe('external');
    expect(urlMode('#contact')).toBe('external');
  });

  it('requires https:// for external urls, and accepts contact links and anchors', () => {
    for (const ok of ['', 'https://remax-quebec.com', 'https://example.com/a?b=1', 'mailto:info@example.com', 'tel:+15145550123', '#contact']) {
      expect(externalUrlError(ok), ok).toBe(false);
    }
    for (const bad of ['http://example.com', 'example.com', 'www.example.com', 'https://', 'javascript:alert(1)', 'ftp://x', '/fr/contact']) {
      expect(externalUrlError(bad), bad).toBe(true);
    }
  });

  it('lists the site pages by title with their public path in the locale, then search and blog', () => {
    const pages = [
      { title: { fr: 'Accueil', en: 'Home' }, paths: { fr: '/', en: '/' } },
      { title: { fr: 'Nos courtiers' }, paths: { fr: '/courtiers', en: '/brokers' } },
      { title: { fr: 'Seulement en français' }, paths: { fr: '/fr-seulement' } },
    ];
    expect(pageChoices(pages, 'en', routes)).toEqual([
      { value: '/en', label: 'Home — /en' },
      { value: '/en/brokers', label: 'Nos courtiers — /en/brokers' },
      { value: '/en/properties', label: 'Recherche — /en/properties' },
      { value: '/en/blog', label: 'Blogue — /en/blog' },
    ]);
    expect(pageChoices(pages, 'fr', routes).map((c) => c.value)).toEqual(['/fr', '/fr/courtiers', '/fr/fr-seulement', '/fr/proprietes', '/fr/blogue']);
    expect(publicPagePath('fr', 'contact')).toBe('/fr/contact');
  });

  it('finds the choice a saved url points to, trailing slash or not', () => {
    const choices = pageChoices([{ title: { fr: 'Accueil' }, paths: { fr: '/' } }], 'fr', routes);
    expect(findChoice(choices, '/fr/')?.value).toBe('/fr');
    expect(findChoice(choices, '/fr/proprietes/')?.value).toBe('/fr/proprietes');
    expect(findChoice(choices, '/fr/ailleurs')).toBeUndefined();
    expect(findChoice(choices, '')).toBeUndefined();
  });

  it('sets one locale of the url and keeps the other; emptied, the locale is removed', () => {
    expect(withLocaleUrl({ fr: '/fr/a', en: '/en/a' }, 'en', 'https://x.com')).toEqual({ fr: '/fr/a', en: 'https://x.com' });
    expect(withLocaleUrl({ fr: '/fr/a', en: '/en/a' }, 'en', '')).toEqual({ fr: '/fr/a' });
    expect(withLocaleUrl(undefined, 'fr', '/fr')).toEqual({ fr: '/fr' });
  });
});

describe('on_click_action field', () => {
  it('edits params as rows and saves only named ones', () => {
    expect(paramRows({ action_type: 'x', action_params: { a: '1', n: 2 } })).toEqual([{ key: 'a', value: '1' }, { key: 'n', value: '2' }]);
    expect(rowsToParams([{ key: ' target ', value: '#c' }, { key: '', value: 'lost' }])).toEqual({ target: '#c' });
    expect(rowsToParams([{ key: '', value: '' }])).toBeUndefined();
  });

  it('offers the target param first for scroll_to, and no type means no action', () => {
    expect(newRowKey('scroll_to', [])).toBe('target');
    expect(newRowKey('scroll_to', [{ key: 'target', value: '#a' }])).toBe('');
    expect(newRowKey('open_contact_modal', [])).toBe('');
    expect(toAction('scroll_to', [{ key: 'target', value: '#contact' }])).toEqual({ action_type: 'scroll_to', action_params: { target: '#contact' } });
    expect(toAction('open_contact_modal', [{ key: 'target', value: '' }])).toEqual({ action_type: 'open_contact_modal', action_params: { target: '' } });
    expect(toAction('open_contact_modal', [])).toEqual({ action_type: 'open_contact_modal' });
    expect(toAction('', [{ key: 'a', value: 'b' }])).toBeUndefined();
    expect(paramRows(undefined)).toEqual([]);
  });

  it('tells when the rows no longer say what the saved action says (another block selected, undo)', () => {
    const saved = { action_type: 'scroll_to', action_params: { target: '#contact' } };
    expect(rowsMatch('scroll_to', paramRows(saved), saved)).toBe(true);
    expect(rowsMatch('scroll_to', [...paramRows(saved), { key: '', value: 'typing' }], saved)).toBe(true);
    expect(rowsMatch('scroll_to', [{ key: 'target', value: '#other' }], saved)).toBe(false);
    expect(rowsMatch('open_contact_modal', [], { action_type: 'open_contact_modal', action_params: {} })).toBe(true);
    expect(rowsMatch('', [], null)).toBe(true);
    expect(rowsMatch('', [{ key: 'a', value: 'b' }], undefined)).toBe(true);
  });
});
