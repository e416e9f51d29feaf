import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { CmsLink } from '@/blocks/shared/content/CmsLink';
import { linkSchema, type Link } from '@/lib/content/fields';

const link = (fields: Partial<Record<keyof Link, unknown>>): Link =>
  linkSchema.parse({ url: { fr: '/fr/vendre', en: '/en/sell' }, text: { fr: 'Vendre', en: 'Sell' }, ...fields });

const render = (props: Parameters<typeof CmsLink>[0]) => renderToStaticMarkup(<CmsLink {...props} />);
const fr = { locale: 'fr' as const, variantId: null };

describe('CmsLink', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders the url and text of the page locale', () => {
    const html = render({ link: link({}), ctx: { locale: 'en', variantId: null } });
    expect(html).toContain('href="/en/sell"');
    expect(html).toContain('>Sell<');
  });

  it('falls back to the French text when the locale has none', () => {
    const html = render({ link: link({ text: { fr: 'Vendre' } }), ctx: { locale: 'en', variantId: null } });
    expect(html).toContain('>Vendre<');
  });

  it('keeps the visitor in the active variant on internal links', () => {
    expect(render({ link: link({}), ctx: { locale: 'fr', variantId: 'b' } })).toContain('href="/fr/vendre?variant=b"');
  });

  it('opens external links safely and without the variant', () => {
    const html = render({ link: link({ url: { fr: 'https://www.centris.ca' }, target: '_blank' }), ctx: { locale: 'fr', variantId: 'b' } });
    expect(html).toContain('href="https://www.centris.ca"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('is a primary button by default and follows the block variant', () => {
    expect(render({ link: link({}), ctx: fr })).toMatch(/class="[^"]*btn btn--primary/);
    expect(render({ link: link({}), ctx: fr, variant: 'secondary', size: 'small' })).toMatch(/class="[^"]*btn btn--secondary btn--small/);
  });

  it('lets the editor ask for a plain link', () => {
    expect(render({ link: link({ format: { type: 'link' } }), ctx: fr, variant: 'secondary' })).toMatch(/btn--link/);
  });

  it('applies the editor colours to the button variables', () => {
    const html = render({ link: link({ format: { type: 'button', bg_color: '#dc1c2e' } }), ctx: fr });
    expect(html).toContain('--swb-btn-primary-bg:#dc1c2e');
  });

  it('renders an action without url as a button', () => {
    const html = render({ link: link({ url: {}, on_click_action: { action_type: 'open_contact_modal' } }), ctx: fr });
    expect(html).toMatch(/^<button type="button"/);
    expect(html).toContain('>Vendre<');
  });

  it('renders nothing without url and action, or without anything to show', () => {
    expect(render({ link: link({ url: {} }), ctx: fr })).toBe('');
    expect(render({ link: link({ text: {} }), ctx: fr })).toBe('');
    expect(render({ link: undefined, ctx: fr })).toBe('');
  });

  it('names an icon-only link after its icon', () => {
    const html = render({ link: link({ text: {}, icon: { type: 'facebook' }, url: { fr: 'https://facebook.com/remax' } }), ctx: fr });
    expect(html).toContain('aria-label="facebook"');
    expect(html).toContain('<svg');
  });

  it('draws the icon on the requested side', () => {
    const html = render({ link: link({ icon: { type: 'arrow-right', align: 'right' } }), ctx: fr });
    expect(html.indexOf('Vendre')).toBeLessThan(html.indexOf('<svg'));
  });
});
