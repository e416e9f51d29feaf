import { Fragment, isValidElement, type ReactNode } from 'react';
import { icons } from './icons';

/**
 * The icon set as one SVG sprite (a <symbol> per icon), served at /icons.svg
 * (app/icons.svg/route.ts) and cached by the browser: pages reference an icon with
 * <use href="/icons.svg?v=…#name"> instead of repeating its paths in the HTML and again in
 * the page's RSC payload (about a third of the home page's weight was icon paths).
 */
export function iconSpriteMarkup(): string {
  const symbols = Object.entries(icons).map(([name, definition]) => {
    // Painted or stroked is the icon's own: the symbol says it, the page's <svg> does not.
    const paint = definition.filled
      ? 'fill="currentColor" stroke="none"'
      : 'fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"';
    return `<symbol id="${name}" viewBox="0 0 24 24"><g ${paint}>${svgMarkup(definition.body)}</g></symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}

/** SVG markup of an icon body: fragments and SVG elements with plain (lowercase) attributes only. */
function svgMarkup(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (Array.isArray(node)) return node.map(svgMarkup).join('');
  if (!isValidElement<{ children?: ReactNode }>(node)) throw new Error(`Icon bodies hold SVG elements only, not ${String(node)}`);
  const { children, ...attributes } = node.props as Record<string, unknown> & { children?: ReactNode };
  if (node.type === Fragment) return svgMarkup(children);
  if (typeof node.type !== 'string') throw new Error('Icon bodies hold SVG elements only, not components');
  const attributeMarkup = Object.entries(attributes)
    .map(([name, value]) => {
      if (!/^[a-z]+$/.test(name)) throw new Error(`Icon attribute "${name}": write it as SVG spells it, in lowercase`);
      return ` ${name}="${String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"`;
    })
    .join('');
  return `<${node.type}${attributeMarkup}>${svgMarkup(children)}</${node.type}>`;
}
