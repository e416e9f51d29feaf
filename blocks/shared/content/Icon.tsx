import type { Icon as IconField } from '@/lib/content/fields';
import { normalizeIconName } from '@/lib/content/icon-name';
import { iconNames, iconSpriteVersion } from './icon-names';
import { cx } from './cx';
import { definedProps } from './defined-props';
import styles from './icon.module.pcss';
import { isDevelopmentBuild } from '@/lib/config/public-env';

interface IconProps {
  icon: IconField | string | null | undefined;
  className?: string;
  /** CSS length or px number; defaults to 1em so the icon follows the text. */
  size?: number | string;
}

/** The CMS font weight of an icon becomes the stroke width of its outline. */
const strokeWidths = { light: 1.25, regular: 1.75, solid: 2.25 } as const;

/**
 * A decorative SVG icon (aria-hidden: its meaning is carried by nearby text), drawn from the
 * cached sprite /icons.svg (icon-sprite.ts): the page holds a reference, not the paths.
 */
export function Icon({ icon, className, size = '1em' }: IconProps) {
  if (!icon) return null;
  const type = typeof icon === 'string' ? icon : icon.type;
  const name = normalizeIconName(type);
  if (!iconNames.has(name)) {
    if (isDevelopmentBuild) console.warn(`[Icon] Unknown icon type: ${type}`);
    return null;
  }
  const weight = typeof icon === 'string' ? undefined : icon.font_weight;
  const classes = cx(styles.icon, name === 'spinner' && styles.spin, className);
  const strokeWidth = strokeWidths[weight ?? 'regular'];
  // Drawing attributes live in the sprite's symbol and in icon.module.css (the default
  // stroke): each icon of a page costs a short reference, in the HTML and the RSC payload.
  return (
    <svg
      className={classes}
      width={size}
      height={size}
      {...definedProps({ style: strokeWidth === strokeWidths.regular ? undefined : { strokeWidth } })}
      aria-hidden="true"
      data-icon={name}
    >
      <use href={`/icons.svg?v=${iconSpriteVersion}#${name}`} />
    </svg>
  );
}
