import type { ScriptTag } from '@/lib/content/types';
import { locales, type Locale } from '@/lib/i18n/locales';

/**
 * Editor-authored script tags of the site metadata (analytics, chat, verification
 * meta): which ones apply where, and a minimal split of their HTML into elements so
 * React can render them. Editors write these, never visitors, so they are not sanitised.
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

const elementPattern = /<(script|noscript|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>|<(meta|link)\b([^>]*?)\/?>/gi;
const attributePattern = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const entities: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&apos;': "'", '&lt;': '<', '&gt;': '>' };

export function parseAttributes(source: string): SnippetAttributes {
  const attributes: SnippetAttributes = {};
  for (const match of source.matchAll(attributePattern)) {
    const name = match[1]?.toLowerCase();
    if (!name) continue;
    const value = match[2] ?? match[3] ?? match[4];
    attributes[name] = value === undefined ? true : value.replace(/&(?:amp|quot|#39|apos|lt|gt);/g, (e) => entities[e] ?? e);
  }
  return attributes;
}

/**
 * Splits a snippet into <script>, <noscript>, <style>, <meta> and <link> elements; what
 * lies between them (other markup) is kept as raw HTML. Comments are dropped.
 * Limitation: a regular-expression split, not an HTML parser, enough for the usual
 * vendor snippets; a '</script>' inside a script's own strings would end it early.
 */
export function parseSnippet(html: string): SnippetNode[] {
  const nodes: SnippetNode[] = [];
  const source = html.replace(/<!--[\s\S]*?-->/g, '');
  const pushHtml = (text: string) => {
    if (text.trim()) nodes.push({ kind: 'html', html: text.trim() });
  };
  let last = 0;
  for (const match of source.matchAll(elementPattern)) {
    pushHtml(source.slice(last, match.index));
    last = match.index + match[0].length;
    const bodyKind = match[1]?.toLowerCase() as 'script' | 'noscript' | 'style' | undefined;
    if (bodyKind) nodes.push({ kind: bodyKind, attributes: parseAttributes(match[2] ?? ''), body: match[3] ?? '' });
    else nodes.push({ kind: match[4]?.toLowerCase() as 'meta' | 'link', attributes: parseAttributes(match[5] ?? '') });
  }
  pushHtml(source.slice(last));
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
