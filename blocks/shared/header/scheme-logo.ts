import type { Image } from '@/lib/content/fields';
import { baseColorSchemes, isColorSchemeName } from '@/lib/theme/schemes';

/**
 * The logo variant for a block's colour scheme: a dark scheme (inverted) gets the light
 * logo, the others the dark one; either falls back to the other when missing.
 */
export function logoForScheme(
  logos: { logo_image_light?: Image; logo_image_dark?: Image },
  colorScheme: string | undefined,
): Image | undefined {
  const dark = isColorSchemeName(colorScheme) && baseColorSchemes[colorScheme].dark;
  return dark ? (logos.logo_image_light ?? logos.logo_image_dark) : (logos.logo_image_dark ?? logos.logo_image_light);
}
