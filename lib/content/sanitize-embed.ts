import sanitizeHtml from 'sanitize-html';

/**
 * "Embedded code" content (a map, a video player, a booking frame pasted by an editor):
 * HTML plus https iframes, never scripts or event handlers. Blocks that run scripts as
 * written (script_block) are separate and editor-only.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'iframe', 'img', 'figure', 'figcaption'],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading', 'referrerpolicy'],
  },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesByTag: { iframe: ['https'], img: ['https', 'http'] },
  allowProtocolRelative: false,
};

export function sanitizeEmbed(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, options).trim() : '';
}
