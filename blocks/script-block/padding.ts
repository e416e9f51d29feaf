/**
 * Script block padding (spec 001 section 9): the editor's padding times 0.5 below lg
 * (992 px), 0.75 below xl (1200 px), else 1.
 */
export const LG = 992;
export const XL = 1200;

export function paddingMultiplier(width: number): number {
  if (width < LG) return 0.5;
  if (width < XL) return 0.75;
  return 1;
}

export interface Padding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

const px = (padding: Padding, m: number) =>
  `${padding.top * m}px ${padding.right * m}px ${padding.bottom * m}px ${padding.left * m}px`;

/** The block's padding as CSS for a selector, one rule per tier of the multiplier above. */
export function paddingCss(selector: string, padding: Padding): string {
  return [
    `${selector}{padding:${px(padding, paddingMultiplier(0))}}`,
    `@media (min-width:${LG}px){${selector}{padding:${px(padding, paddingMultiplier(LG))}}}`,
    `@media (min-width:${XL}px){${selector}{padding:${px(padding, paddingMultiplier(XL))}}}`,
  ].join('');
}
