import sanitizeHtml from 'sanitize-html';

/**
 * Rich text comes from the CMS and is injected with dangerouslySetInnerHTML, so it is
 * reduced to a small set of formatting tags: no scripts, no event handlers, no styles,
 * no javascript: or data: urls.
 */
const allowedTargets = new Set(['_blank', '_self']);

const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'span', 'img'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: secureLinkTarget },
};

/** A link opening a new tab must not hand the opener window to the other site. */
function secureLinkTarget(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { target, rel, ...rest } = attribs;
  if (!target || !allowedTargets.has(target)) return { tagName, attribs: rel ? { ...rest, rel } : rest };
  if (target === '_self') return { tagName, attribs: rel ? { ...rest, target, rel } : { ...rest, target } };
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  tokens.add('noopener');
  tokens.add('noreferrer');
  return { tagName, attribs: { ...rest, target, rel: [...tokens].join(' ') } };
}

export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  const markup = looksLikeHtml(html) ? html : plainTextToHtml(html);
  return sanitizeHtml(markup, options).trim();
}

function looksLikeHtml(value: string): boolean {
  return /<\/?[a-z][\s\S]*>/i.test(value);
}

/** Plain text in a rich text field keeps its paragraphs (blank lines) and line breaks. */
function plainTextToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br />')}</p>`)
    .join('');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An email-like run of characters: long unbroken addresses overflow narrow columns. */
const emailPattern = /[^\s@<>"']+@[^\s@<>"']+\.[a-z]{2,}/i;

export function containsEmail(text: string | null | undefined): boolean {
  return !!text && emailPattern.test(text);
}
