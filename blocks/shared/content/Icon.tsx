import type { Icon as IconField } from '@/lib/cms/fields';
import { normalizeIconName } from '@/lib/content/icon-name';
import { icons } from './icons';
import { cx } from './cx';
import styles from './icon.module.css';

interface IconProps {
  icon: IconField | string | null | undefined;
  className?: string;
  /** CSS length or px number; defaults to 1em so the icon follows the text. */
  size?: number | string;
}

/** The CMS font weight of an icon becomes the stroke width of its outline. */
const strokeWidths = { light: 1.25, regular: 1.75, solid: 2.25 } as const;

/** A decorative inline SVG icon (aria-hidden: its meaning is carried by nearby text). */
export function Icon({ icon, className, size = '1em' }: IconProps) {
  if (!icon) return null;
  const type = typeof icon === 'string' ? icon : icon.type;
  const name = normalizeIconName(type);
  const definition = icons[name];
  if (!definition) {
    if (process.env.NODE_ENV !== 'production') console.warn(`[Icon] Unknown icon type: ${type}`);
    return null;
  }
  const weight = typeof icon === 'string' ? undefined : icon.font_weight;
  const classes = cx(styles.icon, name === 'spinner' && styles.spin, className);
  return (
    <svg
      className={classes}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={definition.filled ? 'currentColor' : 'none'}
      stroke={definition.filled ? 'none' : 'currentColor'}
      strokeWidth={strokeWidths[weight ?? 'regular']}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      {definition.body}
    </svg>
  );
}
