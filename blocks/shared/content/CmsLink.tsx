import NextLink from 'next/link';
import type { ReactNode } from 'react';
import type { BlockContext } from '@/blocks/types';
import type { Link } from '@/lib/content/fields';
import { pick } from '@/lib/i18n/locales';
import { linkAppearance, linkColorStyle, type LinkAppearance } from '@/lib/content/link-appearance';
import { linkUrlKind, withVariant } from '@/lib/content/link-url';
import { CmsLinkAction } from './CmsLinkAction.client';
import { Icon } from './Icon';
import { cx } from './cx';
import { definedProps } from './defined-props';
import styles from './cms-link.module.pcss';

export interface CmsLinkProps {
  link: Link | null | undefined;
  ctx: Pick<BlockContext, 'locale' | 'variantId'>;
  className?: string;
  /** Omitted: standard from xl up, small below (spec 000 section 9). */
  size?: 'small' | 'standard';
  /** What the block wants for a button link; the editor's format.type 'link'/'text' wins. */
  variant?: 'primary' | 'secondary' | 'link';
  /** Replaces the link text (the icon is still drawn). */
  children?: ReactNode;
}

/**
 * A CMS link: internal urls through next/link (carrying ?variant= while a variant is
 * active), other urls as plain anchors, on_click_action through a client leaf.
 * Renders nothing without a url or an action, or without anything to show.
 */
export function CmsLink({ link, ctx, className, size, variant, children }: CmsLinkProps) {
  if (!link) return null;
  const url = pick(link.url, ctx.locale)?.trim() || undefined;
  const action = link.on_click_action ?? undefined;
  if (!url && !action) return null;
  const text = pick(link.text, ctx.locale)?.trim() || undefined;
  const label = children ?? text;
  if (!label && !link.icon) return null;

  const appearance = linkAppearance(link.format, variant);
  const classes = cx(appearanceClasses(appearance, size), className);
  const style = linkColorStyle(link.format, appearance);
  const iconRight = link.icon?.align === 'right';
  const body = (
    <>
      {link.icon && !iconRight ? <Icon icon={link.icon} className={styles.icon} /> : null}
      {label ? <span className={styles.label}>{label}</span> : null}
      {link.icon && iconRight ? <Icon icon={link.icon} className={styles.icon} /> : null}
    </>
  );
  // An icon-only link still needs a name for screen readers.
  const ariaLabel = label ? undefined : humanize(link.icon?.type ?? '');
  const href = url ? withVariant(url, ctx.variantId) : undefined;
  const kind = href ? linkUrlKind(href) : undefined;
  const newTab = link.target === '_blank' && kind !== 'contact';
  const rel = newTab || kind === 'external' ? 'noopener noreferrer' : undefined;
  const target = newTab ? '_blank' : undefined;

  if (action) {
    return (
      <CmsLinkAction action={action} href={href} target={target} rel={rel} className={classes} style={style} ariaLabel={ariaLabel}>
        {body}
      </CmsLinkAction>
    );
  }
  if (kind === 'internal' && !newTab) {
    return (
      <NextLink href={href!} className={classes} {...definedProps({ style, 'aria-label': ariaLabel })}>
        {body}
      </NextLink>
    );
  }
  return (
    <a href={href} className={classes} {...definedProps({ target, rel, style, 'aria-label': ariaLabel })}>
      {body}
    </a>
  );
}

function appearanceClasses(appearance: LinkAppearance, size: CmsLinkProps['size']): string {
  if (appearance === 'text') return cx(styles.link, styles.text);
  if (appearance === 'link') return cx(styles.link, 'btn', 'btn--link');
  const sizeClass = size === 'small' ? 'btn--small' : size === 'standard' ? undefined : styles.responsive;
  return cx(styles.link, 'btn', `btn--${appearance}`, sizeClass);
}

function humanize(type: string): string {
  return type.replace(/^(fa[srlbd]?|icon)-/, '').replace(/[-_]+/g, ' ');
}
