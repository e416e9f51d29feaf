// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ScriptTags } from '@/components/site/ScriptTags';
import type { ScriptTag } from '@/lib/content/types';
import { tagCategory, usedOptionalCategories } from '@/lib/consent/categories';
import { inertTagsHtml } from '@/lib/consent/inert-tags';
import { consentRevision } from '@/lib/consent/revision';

const verification: ScriptTag = { position: 'head', category: 'necessary', content: '<script src="https://cdn.example.com/needed.js"></script>' };
const analytics: ScriptTag = {
  position: 'head',
  category: 'statistics',
  content: '<script async src="https://stats.example.com/t.js?id=1&amp;x=2"></script><script>window.dataLayer=[];</script><noscript><img src="https://stats.example.com/px"></noscript>',
};
const legacyPixel: ScriptTag = { position: 'body-bottom', content: '<script type="module" src="https://ads.example.com/px.js"></script>' };

/** The browser's view of a piece of HTML: which scripts would it fetch or run now? */
function liveScripts(html: string) {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return [...doc.querySelectorAll('script')].filter((script) => !script.type || ['text/javascript', 'module'].includes(script.type));
}

describe('script tags before consent', () => {
  it('renders a necessary tag as written, and nothing of a tag that needs consent', () => {
    const head = renderToStaticMarkup(<ScriptTags tags={[verification, analytics]} position="head" locale="fr" />);
    expect(head).toContain('src="https://cdn.example.com/needed.js"');
    expect(head).not.toContain('stats.example.com');
    expect(renderToStaticMarkup(<ScriptTags tags={[legacyPixel]} position="body-bottom" locale="fr" />)).toBe('');
  });

  it('renders the tags that need consent inert, with their category, src and type kept for later', () => {
    const html = inertTagsHtml([verification, analytics, legacyPixel], 'fr');
    expect(liveScripts(html)).toEqual([]);
    const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
    const scripts = [...doc.querySelectorAll('script')];
    expect(scripts.map((s) => [s.type, s.dataset.category, s.dataset.src ?? null, s.dataset.type ?? null, s.hasAttribute('src')])).toEqual([
      ['text/plain', 'statistics', 'https://stats.example.com/t.js?id=1&x=2', null, false],
      ['text/plain', 'statistics', null, null, false],
      ['text/plain', 'marketing', 'https://ads.example.com/px.js', 'module', false],
    ]);
    expect(scripts[1]?.textContent).toBe('window.dataLayer=[];');
    // A noscript pixel would load before any answer: it is left out.
    expect(html).not.toContain('/px"');
    expect(html).not.toContain('needed.js');
  });

  it('treats a tag saved without a category as marketing, never as necessary', () => {
    expect(tagCategory(legacyPixel)).toBe('marketing');
    expect(usedOptionalCategories([verification, analytics, legacyPixel])).toEqual(['statistics', 'marketing']);
    expect(usedOptionalCategories([verification])).toEqual([]);
  });

  it('keeps an author attribute from turning the script back on', () => {
    const sneaky: ScriptTag = { position: 'head', category: 'statistics', content: '<script type="text/javascript" data-category="necessary" src="/t.js"></script>' };
    const doc = new DOMParser().parseFromString(`<body>${inertTagsHtml([sneaky], 'en')}</body>`, 'text/html');
    const script = doc.querySelector('script');
    expect([script?.type, script?.dataset.category, script?.dataset.type]).toEqual(['text/plain', 'statistics', 'text/javascript']);
  });
});

describe('consent revision', () => {
  it('changes when a tag that needs consent changes, not when a necessary one does', () => {
    const base = consentRevision([verification, analytics]);
    expect(base).toBeGreaterThan(0);
    expect(consentRevision([{ ...verification, content: '<script src="/other.js"></script>' }, analytics])).toBe(base);
    expect(consentRevision([verification, analytics, legacyPixel])).not.toBe(base);
    expect(consentRevision([verification, { ...analytics, category: 'marketing' }])).not.toBe(base);
    expect(consentRevision([verification])).toBe(0);
  });
});
