import { Parser } from 'htmlparser2';
import type { ScriptTag } from '@/lib/content/types';
import { locales, type Locale } from '@/lib/i18n/locales';

/**
 * Editor-authored script tags of the site metadata (analytics, chat, verification
 * meta): which ones apply where, and the split of their HTML into elements so React can
 * render them. Editors write these, never visitors, so they are not sanitised.
 */

export type ScriptTagPosition = ScriptTag['position'];

/** The HTML snippets for a position and locale. Per-locale content has no fallback: a
 *  French chat widget must not land on the English page. */
export function snippetsFor(tags: readonly ScriptTag[], position: ScriptTagPosition, locale: Locale): string[] {
  return tags
    .filter((tag) => tag.position === position)
    .map((tag) => (typeof tag.content === 'string' ? tag.content : (tag.content?.[locale] ?? '')))
    .filter((html) => html.trim() !== '');
}

/**
 * Spec 000 section 4: tags whose content differs by locale force a full page reload on a
 * locale switch, since scripts already run cannot be swapped by client navigation.
 */
export function hasLocaleSpecificTags(tags: readonly ScriptTag[] | null | undefined): boolean {
  return (tags ?? []).some((tag) => {
    if (typeof tag.content === 'string' || !tag.content) return false;
    const content = tag.content;
    const values = locales.map((locale) => (content[locale] ?? '').trim());
    return values.some((value) => value !== values[0]);
  });
}

export type SnippetAttributes = Record<string, string | true>;

export type SnippetNode =
  | { kind: 'script' | 'noscript' | 'style'; attributes: SnippetAttributes; body: string }
  | { kind: 'meta' | 'link'; attributes: SnippetAttributes }
  | { kind: 'html'; html: string };

const BODY_ELEMENTS = new Set(['script', 'noscript', 'style']);
const EMPTY_ELEMENTS = new Set(['meta', 'link']);

interface OpenElement {
  kind: 'script' | 'noscript' | 'style' | 'meta' | 'link';
  attributes: SnippetAttributes;
  bodyStart: number;
  depth: number;
}

/**
 * Splits a snippet into its <script>, <noscript>, <style>, <meta> and <link> elements, read
 * by an HTML parser (htmlparser2: quoted '>' in attributes, any letter case, entities in
 * attribute values, script bodies as raw text); what lies between them (other markup) is kept
 * as raw HTML. One nested in other markup is taken out of it too, so a consent-gated script
 * inside a <div> is still found. Comments are dropped. A valueless attribute (`async`) is `true`.
 */
export function parseSnippet(html: string): SnippetNode[] {
  const nodes: SnippetNode[] = [];
  const comments: [number, number][] = [];
  // The source between two offsets, without its comments.
  const cut = (from: number, to: number) => {
    let text = '';
    let at = from;
    for (const [start, end] of comments) {
      if (end < from || start >= to) continue;
      text += html.slice(at, Math.max(at, start));
      at = Math.max(at, end + 1);
    }
    return text + html.slice(at, Math.max(at, to));
  };
  let rawFrom = 0;
  const flushRaw = (to: number) => {
    const text = cut(rawFrom, to).trim();
    if (text) nodes.push({ kind: 'html', html: text });
  };
  let depth = 0;
  let attributes: SnippetAttributes = {};
  let open: OpenElement | null = null;
  const parser = new Parser({
    onattribute(name, value, quote) {
      attributes[name] = quote === undefined ? true : value;
    },
    onopentag(name) {
      if (!open && (BODY_ELEMENTS.has(name) || EMPTY_ELEMENTS.has(name))) {
        flushRaw(parser.startIndex);
        open = { kind: name as OpenElement['kind'], attributes, bodyStart: parser.endIndex + 1, depth };
      }
      attributes = {};
      depth += 1;
    },
    onclosetag(_name, isImplied) {
      depth -= 1;
      if (!open || depth !== open.depth) return;
      const element: OpenElement = open;
      open = null;
      if (element.kind === 'meta' || element.kind === 'link') nodes.push({ kind: element.kind, attributes: element.attributes });
      else nodes.push({ kind: element.kind, attributes: element.attributes, body: cut(element.bodyStart, isImplied ? html.length : parser.startIndex) });
      rawFrom = isImplied && element.kind !== 'meta' && element.kind !== 'link' ? html.length : parser.endIndex + 1;
    },
    oncomment() {
      comments.push([parser.startIndex, parser.endIndex]);
    },
  });
  parser.end(html);
  flushRaw(html.length);
  return nodes;
}

/** HTML attribute names React spells differently. */
const reactNames: Record<string, string> = {
  class: 'className',
  charset: 'charSet',
  crossorigin: 'crossOrigin',
  'http-equiv': 'httpEquiv',
  nomodule: 'noModule',
  referrerpolicy: 'referrerPolicy',
  fetchpriority: 'fetchPriority',
  itemprop: 'itemProp',
};

const booleanAttributes = new Set(['async', 'defer', 'nomodule', 'hidden']);

/**
 * Attributes as React props. Inline event handlers (onload="...") cannot be expressed as
 * React props and are dropped, as is 'style' (React wants an object).
 */
export function toReactProps(attributes: SnippetAttributes): Record<string, string | boolean> {
  const props: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (name.startsWith('on') || name === 'style') continue;
    // async="" means async; a valueless non-boolean attribute means "".
    const prop = booleanAttributes.has(name) ? value !== 'false' : value === true ? '' : value;
    props[reactNames[name] ?? name] = prop;
  }
  return props;
}
