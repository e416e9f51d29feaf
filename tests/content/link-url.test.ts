import { describe, expect, it } from 'vitest';
import { linkUrlKind, withVariant } from '@/lib/content/link-url';

describe('linkUrlKind', () => {
  it.each([
    ['/fr/contact', 'internal'],
    ['#equipe', 'anchor'],
    ['mailto:info@exemple.ca', 'contact'],
    ['tel:+15145551234', 'contact'],
    ['https://www.centris.ca', 'external'],
    ['//cdn.example.com/x', 'external'],
  ])('%s is %s', (url, kind) => {
    expect(linkUrlKind(url)).toBe(kind);
  });
});

describe('withVariant', () => {
  it('adds the active variant to internal links', () => {
    expect(withVariant('/fr/vendre', 'b')).toBe('/fr/vendre?variant=b');
  });

  it('keeps the existing query and the hash', () => {
    expect(withVariant('/fr/proprietes?ville=laval#carte', 'b')).toBe('/fr/proprietes?ville=laval&variant=b#carte');
  });

  it('replaces a previous variant', () => {
    expect(withVariant('/en/sell?variant=a', 'b')).toBe('/en/sell?variant=b');
  });

  it('leaves external links and pages without variant untouched', () => {
    expect(withVariant('https://www.centris.ca', 'b')).toBe('https://www.centris.ca');
    expect(withVariant('/fr/vendre', null)).toBe('/fr/vendre');
  });
});
