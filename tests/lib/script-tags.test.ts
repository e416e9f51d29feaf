import { describe, expect, it } from 'vitest';
import type { ScriptTag } from '@/lib/content/types';
import { hasLocaleSpecificTags, parseSnippet, snippetsFor, toReactProps } from '@/lib/script-tags';

const analytics: ScriptTag = { position: 'head', content: '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>' };
const chat: ScriptTag = { position: 'body-bottom', content: { fr: '<script>chat("fr")</script>', en: '<script>chat("en")</script>' } };

describe('hasLocaleSpecificTags', () => {
  it('is true when a tag has different content per locale', () => {
    expect(hasLocaleSpecificTags([analytics, chat])).toBe(true);
  });

  it('is true when a tag exists in one locale only', () => {
    expect(hasLocaleSpecificTags([{ position: 'head', content: { fr: '<meta name="a" content="b">' } }])).toBe(true);
  });

  it('is false for shared content, identical per-locale content or no tags', () => {
    expect(hasLocaleSpecificTags([analytics])).toBe(false);
    expect(hasLocaleSpecificTags([{ position: 'head', content: { fr: '<script>x()</script>', en: '<script>x()</script>' } }])).toBe(false);
    expect(hasLocaleSpecificTags([])).toBe(false);
    expect(hasLocaleSpecificTags(undefined)).toBe(false);
  });
});

describe('snippetsFor', () => {
  it('picks the tags of a position in the visitor’s locale, without falling back', () => {
    const onlyFr: ScriptTag = { position: 'body-bottom', content: { fr: '<div id="fr-only"></div>' } };
    expect(snippetsFor([analytics, chat, onlyFr], 'body-bottom', 'en')).toEqual(['<script>chat("en")</script>']);
    expect(snippetsFor([analytics, chat, onlyFr], 'body-bottom', 'fr')).toHaveLength(2);
    expect(snippetsFor([analytics, chat], 'head', 'fr')).toEqual([analytics.content]);
    expect(snippetsFor([analytics], 'body-top', 'fr')).toEqual([]);
  });
});

describe('parseSnippet', () => {
  it('splits a vendor snippet into its elements in order', () => {
    const nodes = parseSnippet(`
      <!-- Google tag -->
      <script async src="https://www.googletagmanager.com/gtag/js?id=G-1&amp;l=dl"></script>
      <script>
        window.dataLayer = window.dataLayer || [];
      </script>
      <noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-1" height="0" width="0"></iframe></noscript>
      <meta name="google-site-verification" content="abc123" />
      <div id="fb-root"></div>`);
    expect(nodes.map((n) => n.kind)).toEqual(['script', 'script', 'noscript', 'meta', 'html']);
    expect(nodes[0]).toMatchObject({ attributes: { async: true, src: 'https://www.googletagmanager.com/gtag/js?id=G-1&l=dl' }, body: '' });
    expect(nodes[1]).toMatchObject({ body: expect.stringContaining('window.dataLayer') });
    expect(nodes[2]).toMatchObject({ body: expect.stringContaining('<iframe') });
    expect(nodes[3]).toMatchObject({ attributes: { name: 'google-site-verification', content: 'abc123' } });
    expect(nodes[4]).toEqual({ kind: 'html', html: '<div id="fb-root"></div>' });
  });

  it('reads single-quoted and unquoted attributes', () => {
    const [link] = parseSnippet("<link rel=preconnect href='https://cdn.example.com' crossorigin>");
    expect(link).toEqual({ kind: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.example.com', crossorigin: true } });
  });
});

describe('toReactProps', () => {
  it('renames attributes React spells differently and keeps boolean ones boolean', () => {
    expect(toReactProps({ async: '', crossorigin: true, charset: 'utf-8', 'data-domain': 'site.ca', defer: true })).toEqual({
      async: true,
      crossOrigin: '',
      charSet: 'utf-8',
      'data-domain': 'site.ca',
      defer: true,
    });
  });

  it('drops inline event handlers and style strings', () => {
    expect(toReactProps({ src: 'a.js', onload: 'init()', style: 'display:none' })).toEqual({ src: 'a.js' });
  });
});

describe('parseSnippet reads HTML as a browser does', () => {
  it('a ">" inside a quoted attribute does not end the tag', () => {
    const [script] = parseSnippet('<script data-rule="a>b" src="/x.js"></script>');
    expect(script).toEqual({ kind: 'script', attributes: { 'data-rule': 'a>b', src: '/x.js' }, body: '' });
    const [meta] = parseSnippet('<meta name="description" content="Prix > 500 000 $">');
    expect(meta).toEqual({ kind: 'meta', attributes: { name: 'description', content: 'Prix > 500 000 $' } });
  });

  it('tags and attribute names in capitals are the same elements', () => {
    const nodes = parseSnippet('<SCRIPT ASYNC SRC="https://cdn.example.com/a.js"></SCRIPT><Meta NAME="x" CONTENT="y">');
    expect(nodes).toEqual([
      { kind: 'script', attributes: { async: true, src: 'https://cdn.example.com/a.js' }, body: '' },
      { kind: 'meta', attributes: { name: 'x', content: 'y' } },
    ]);
  });

  it('a commented-out tag is no tag, and comments leave no markup behind', () => {
    const nodes = parseSnippet('<!-- <script src="/old.js"></script> --><script>go()</script><div>a<!-- note -->b</div>');
    expect(nodes).toEqual([
      { kind: 'script', attributes: {}, body: 'go()' },
      { kind: 'html', html: '<div>ab</div>' },
    ]);
  });

  it('an old-style script hidden in a comment is script text, kept whole', () => {
    const body = '<!--\nvar hidden = 1;\n//-->';
    expect(parseSnippet(`<script>${body}</script>`)).toEqual([{ kind: 'script', attributes: {}, body }]);
  });

  it('a script body keeps "<" and "<div>" as text', () => {
    const [script] = parseSnippet('<script>if (a < b) document.write("<div>x</div>");</script>');
    expect(script).toEqual({ kind: 'script', attributes: {}, body: 'if (a < b) document.write("<div>x</div>");' });
  });
});
