// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"disableCSSFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
import { afterEach, describe, expect, it } from 'vitest';
import { BlockSheetStyles } from '@/blocks/BlockSheetStyles.client';
import { setupDomRoot } from '../helpers/dom-root';

const dom = setupDomRoot();

/** What the server wrote into the head: React joins adjacent sheets of one precedence in one element. */
function serverWroteSheets(keys: string[]) {
  const style = document.createElement('style');
  style.dataset.precedence = 'blocks';
  style.dataset.href = keys.join(' ');
  style.textContent = '.hero_abcdef{color:red}';
  document.head.appendChild(style);
}

afterEach(() => {
  document.head.querySelectorAll('style, link').forEach((node) => node.remove());
});

describe('block sheets in the browser', () => {
  it('reuses the sheets the server wrote instead of loading them again', async () => {
    serverWroteSheets(['blocks/hero-content-1/styles', 'blocks/shared/content/text']);
    await dom.render(<BlockSheetStyles sheets={[{ key: 'blocks/hero-content-1/styles', url: '/block-sheets/aaaa.css' }]} />);
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
    expect(document.head.querySelector('style')?.textContent).toBe('.hero_abcdef{color:red}');
  });

  it('loads a sheet a client navigation brings for the first time from its address, once', async () => {
    serverWroteSheets(['blocks/hero-content-1/styles']);
    const sheets = [
      { key: 'blocks/hero-content-1/styles', url: '/block-sheets/aaaa.css' },
      { key: 'blocks/contact-form/styles', url: '/block-sheets/bbbb.css' },
    ];
    await dom.render(
      <>
        <BlockSheetStyles sheets={sheets} />
        <BlockSheetStyles sheets={sheets.slice(1)} />
      </>,
    );
    const links = [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/block-sheets/bbbb.css']);
    // Nothing is rendered in the page's body: the sheets live in the head.
    expect(dom.container.innerHTML).toBe('');
  });
});
