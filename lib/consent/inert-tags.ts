import type { ScriptTag } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { parseSnippet, snippetsFor, type SnippetAttributes } from '@/lib/script-tags';
import { needsConsent, tagCategory } from './categories';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function attributesHtml(attributes: SnippetAttributes): string {
  return Object.entries(attributes)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
    .join('');
}

/**
 * The site's tags that need consent as inert HTML, the same for every visitor (the page
 * stays in the full-page cache): each <script> becomes type="text/plain" with its category
 * in data-category, its src in data-src and its own type in data-type, which is how the
 * consent tool (vanilla-cookieconsent) finds it and runs it once that category is accepted.
 * Head tags come first, then body-top, then body-bottom, as they would load.
 * What is not a script (noscript pixels, links, iframes, markup) is left out: it would load
 * at once, before any answer, and a visitor without JavaScript cannot consent anyway.
 */
export function inertTagsHtml(tags: readonly ScriptTag[], locale: Locale): string {
  const parts: string[] = [];
  for (const position of ['head', 'body-top', 'body-bottom'] as const) {
    for (const tag of tags) {
      if (!needsConsent(tag)) continue;
      for (const node of snippetsFor([tag], position, locale).flatMap(parseSnippet)) {
        if (node.kind !== 'script') continue;
        const { src, type, ...rest } = node.attributes;
        const attributes: SnippetAttributes = { ...rest, type: 'text/plain', 'data-category': tagCategory(tag) };
        if (typeof src === 'string') attributes['data-src'] = src;
        if (typeof type === 'string') attributes['data-type'] = type;
        parts.push(`<script${attributesHtml(attributes)}>${node.body}</script>`);
      }
    }
  }
  return parts.join('\n');
}
