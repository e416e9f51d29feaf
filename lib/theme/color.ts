/** Hex colour arithmetic for the theme: parsing, mixing and the dark test of spec 000 section 9. */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const hexPattern = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** '#abc', '#aabbcc' (and their alpha forms, alpha ignored) -> channels; anything else -> null. */
export function parseHex(value: string): Rgb | null {
  const match = hexPattern.exec(value.trim());
  if (!match?.[1]) return null;
  let digits = match[1];
  if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
  return {
    r: parseInt(digits.slice(0, 2), 16),
    g: parseInt(digits.slice(2, 4), 16),
    b: parseInt(digits.slice(4, 6), 16),
  };
}

export function toHex({ r, g, b }: Rgb): string {
  const channel = (n: number) => Math.round(Math.min(255, Math.max(0, n))).toString(16).padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** Mixes `color` toward `target` by `amount` (0 keeps color, 1 gives target); null if color is not hex. */
export function mixHex(color: string, target: string, amount: number): string | null {
  const from = parseHex(color);
  const to = parseHex(target);
  if (!from || !to) return null;
  const mix = (a: number, b: number) => a + (b - a) * amount;
  return toHex({ r: mix(from.r, to.r), g: mix(from.g, to.g), b: mix(from.b, to.b) });
}

/** Spec 000 section 9: a colour is dark when r + g + b <= 382.5 (half of white). Non-hex -> false. */
export function isDarkColor(hex: string): boolean {
  const rgb = parseHex(hex);
  if (!rgb) return false;
  return rgb.r + rgb.g + rgb.b <= 382.5;
}
