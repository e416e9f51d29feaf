import sanitizeHtml from 'sanitize-html';

/**
 * SVG uploads: one with a script (a <script>, an event handler, a javascript: address, a
 * <foreignObject>) is refused outright; the others are rebuilt from an allow-list of shapes
 * and presentation attributes, with every reference outside the file (href, url(), <style>,
 * <image>) removed. The file is also served with a sandboxing CSP (app/media route).
 */
const SCRIPTED = /<script\b|\bon[a-z]+\s*=|javascript\s*:|<foreignObject\b|<!ENTITY/i;

export function hasSvgScript(text: string): boolean {
  return SCRIPTED.test(text);
}

const TAGS = [
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline',
  'polygon', 'text', 'tspan', 'textPath', 'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'pattern',
  'marker', 'filter', 'feGaussianBlur', 'feOffset', 'feBlend', 'feColorMatrix', 'feMerge', 'feMergeNode', 'feFlood',
  'feComposite',
];

const ATTRIBUTES = [
  'id', 'class', 'viewBox', 'width', 'height', 'x', 'y', 'x1', 'x2', 'y1', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'd',
  'points', 'fill', 'fill-opacity', 'fill-rule', 'clip-rule', 'stroke', 'stroke-width', 'stroke-linecap',
  'stroke-linejoin', 'stroke-opacity', 'stroke-dasharray', 'stroke-dashoffset', 'stroke-miterlimit', 'opacity',
  'transform', 'preserveAspectRatio', 'xmlns', 'version', 'offset', 'stop-color', 'stop-opacity', 'gradientUnits',
  'gradientTransform', 'spreadMethod', 'fx', 'fy', 'clip-path', 'mask', 'filter', 'font-family', 'font-size',
  'font-weight', 'text-anchor', 'dominant-baseline', 'dx', 'dy', 'patternUnits', 'patternTransform', 'markerWidth',
  'markerHeight', 'refX', 'refY', 'orient', 'stdDeviation', 'in', 'in2', 'result', 'mode', 'values', 'type',
  'flood-color', 'flood-opacity', 'operator', 'k1', 'k2', 'k3', 'k4', 'href', 'xlink:href', 'xmlns:xlink',
  'clipPathUnits', 'maskUnits', 'maskContentUnits', 'filterUnits', 'primitiveUnits', 'visibility', 'display',
];

/** Only references inside the file (#id); url(#id) in presentation attributes is kept too. */
const isLocalRef = (value: string) => value.trim().startsWith('#');
const hasExternalUrl = (value: string) => /url\(\s*['"]?(?!#)/i.test(value);

export function sanitizeSvg(text: string): string {
  return sanitizeHtml(text, {
    allowedTags: TAGS,
    allowedAttributes: { '*': ATTRIBUTES },
    allowedSchemes: [],
    allowProtocolRelative: false,
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
    transformTags: {
      '*': (tagName, attribs) => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(attribs)) {
          if ((name === 'href' || name === 'xlink:href') && !isLocalRef(value)) continue;
          if (hasExternalUrl(value)) continue;
          kept[name] = value;
        }
        return { tagName, attribs: kept };
      },
    },
  });
}
