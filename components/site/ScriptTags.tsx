import type { ScriptTag } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { needsConsent } from '@/lib/consent/categories';
import { parseSnippet, snippetsFor, toReactProps, type ScriptTagPosition, type SnippetNode } from '@/lib/script-tags';

interface ScriptTagsProps {
  tags: readonly ScriptTag[];
  position: ScriptTagPosition;
  locale: Locale;
}

/**
 * The site's editor-authored tags for one position (metadata.tags), injected as written;
 * only the necessary ones: the others wait for consent (ConsentTags, ConsentBanner).
 * Limitations: inline event handler attributes are dropped; markup other than script,
 * noscript, style, meta and link is skipped in <head> (it would break the document) and
 * goes in a hidden <div> in the body; scripts run on the first page load only, as React
 * never runs scripts it inserts during client navigation (locale-specific tags force a
 * full reload on locale switch for that reason, see hasLocaleSpecificTags).
 */
export function ScriptTags({ tags, position, locale }: ScriptTagsProps) {
  const nodes = snippetsFor(tags.filter((tag) => !needsConsent(tag)), position, locale).flatMap(parseSnippet);
  if (nodes.length === 0) return null;
  return <>{nodes.map((node, index) => renderNode(node, position, `${position}-${index}`))}</>;
}

function renderNode(node: SnippetNode, position: ScriptTagPosition, key: string) {
  switch (node.kind) {
    case 'script':
    case 'style': {
      const Tag = node.kind;
      const props = toReactProps(node.attributes);
      if (!node.body.trim()) return <Tag key={key} {...props} />;
      return <Tag key={key} {...props} dangerouslySetInnerHTML={{ __html: node.body }} />;
    }
    case 'noscript':
      return <noscript key={key} dangerouslySetInnerHTML={{ __html: node.body }} />;
    case 'meta':
      return <meta key={key} {...toReactProps(node.attributes)} />;
    case 'link':
      return <link key={key} {...toReactProps(node.attributes)} />;
    case 'html':
      if (position === 'head') {
        console.warn('[script-tags] markup other than script, noscript, style, meta or link is ignored in <head>');
        return null;
      }
      return <div key={key} hidden suppressHydrationWarning dangerouslySetInnerHTML={{ __html: node.html }} />;
  }
}
