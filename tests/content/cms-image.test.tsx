import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { CmsImage } from '@/blocks/shared/content/CmsImage';
import { imageSchema } from '@/lib/content/fields';

const image = imageSchema.parse({
  media: { fr: { url: '/demo/fr.jpg', alt: 'Façade' }, en: { url: '/demo/en.jpg', alt: 'Front' } },
  center: { x: 20, y: 80 },
  filters: { brightness: 0.8 },
});
const render = (props: Parameters<typeof CmsImage>[0]) => renderToStaticMarkup(<CmsImage {...props} />);

describe('CmsImage', () => {
  it('shows the media of the page locale with its alt text', () => {
    const html = render({ image, ctx: { locale: 'en' } });
    expect(html).toContain('src="/demo/en.jpg"');
    expect(html).toContain('alt="Front"');
  });

  it('loads lazily and fades in unless it has priority', () => {
    const html = render({ image, ctx: { locale: 'fr' } });
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('fetchPriority');
    expect(html).toMatch(/class="[^"]*appear/);
  });

  it('loads a priority image eagerly with high fetch priority and no fade', () => {
    const html = render({ image, ctx: { locale: 'fr' }, priority: true });
    expect(html).toContain('loading="eager"');
    expect(html).toMatch(/fetchPriority="high"/i);
    expect(html).not.toMatch(/class="[^"]*appear/);
  });

  it('crops around the focal point and applies the filters', () => {
    const html = render({ image, ctx: { locale: 'fr' } });
    expect(html).toContain('object-position:20% 80%');
    expect(html).toContain('filter:brightness(0.8)');
  });

  it('renders nothing without a url', () => {
    expect(render({ image: imageSchema.parse({ media: {} }), ctx: { locale: 'fr' } })).toBe('');
    expect(render({ image: undefined, ctx: { locale: 'fr' } })).toBe('');
  });
});

describe('CmsImage sizes', () => {
  it("offers the site's own photos in phone to desktop widths through the image optimiser", () => {
    const html = render({ image, ctx: { locale: 'fr' }, sizes: '100vw' });
    const srcset = /srcSet="([^"]+)"/i.exec(html)?.[1] ?? '';
    const widths = srcset.split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]));
    expect(widths).toEqual([640, 828, 1200, 1920]);
    expect(srcset).toContain('/_next/image?url=%2Fdemo%2Ffr.jpg&amp;w=640&amp;q=75 640w');
    expect(html).toContain('sizes="100vw"');
    // The original stays the src, for browsers without srcset.
    expect(html).toContain('src="/demo/fr.jpg"');
  });

  it('leaves SVGs and other hosts as they are', () => {
    const svg = imageSchema.parse({ media: { fr: { url: '/demo/listings/condo-1.svg', alt: '' } } });
    const remote = imageSchema.parse({ media: { fr: { url: 'https://cdn.example.com/x.jpg', alt: '' } } });
    expect(render({ image: svg, ctx: { locale: 'fr' } })).not.toMatch(/srcset/i);
    expect(render({ image: remote, ctx: { locale: 'fr' } })).not.toMatch(/srcset/i);
  });
});
