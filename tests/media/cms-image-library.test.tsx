import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { CmsImage } from '@/blocks/shared/content/CmsImage';
import { imageSchema } from '@/lib/content/fields';

const url = '/media/med_abcdefgh/0123456789abcdef0123/salon.jpg';

describe('CmsImage of a library file (as the page response resolves it)', () => {
  it('offers the generated widths below the original, with its width and height and focal point', () => {
    const image = imageSchema.parse({
      media: { fr: { url, alt: 'Salon', media_id: 'med_abcdefgh', width: 1600, height: 900 } },
      center: { x: 30, y: 70 },
    });
    const html = renderToStaticMarkup(<CmsImage image={image} ctx={{ locale: 'fr' }} sizes="100vw" cover />);
    expect(html).toContain(`src="${url}"`);
    expect(html).toContain('width="1600"');
    expect(html).toContain('height="900"');
    expect(html).toContain('alt="Salon"');
    const srcset = /srcSet="([^"]+)"/i.exec(html)?.[1] ?? '';
    expect(srcset.split(', ')).toEqual([`${url}?w=320 320w`, `${url}?w=640 640w`, `${url}?w=828 828w`, `${url}?w=1200 1200w`, `${url} 1600w`]);
    expect(html).toContain('object-position:30% 70%');
  });

  it('keeps an external https address working as before (no srcset, no size)', () => {
    const image = imageSchema.parse({ media: { en: { url: 'https://cdn.example.com/a.jpg', alt: 'A' } } });
    const html = renderToStaticMarkup(<CmsImage image={image} ctx={{ locale: 'en' }} />);
    expect(html).toContain('src="https://cdn.example.com/a.jpg"');
    expect(html).not.toMatch(/srcset|width=/i);
  });
});
