import type { Link } from '@/lib/content/fields';
import type { BlockContext } from '@/blocks/types';
import { withVariant } from '@/lib/content/link-url';

/** Nav entries are always drawn as text, whatever button format the editor left on them. */
export function asTextLink(link: Link): Link {
  return { ...link, format: { ...link.format, type: 'text' } };
}

/** The home page of the current locale, keeping an active variant. */
export function homeHref(ctx: Pick<BlockContext, 'locale' | 'variantId'>): string {
  return withVariant(`/${ctx.locale}`, ctx.variantId);
}
