import type { Locale } from '@/lib/i18n/locales';

/** The blog post path shape `/{locale}/{blog}/{slug}-{id}` in any locale. */
const POST_PATH = /^\/(fr|en)\/(?:blogue|blog)\/.+-(\d+)\/?$/;

export interface GuardPost {
  id: number;
  locale: Locale;
  /** Locales in which the post has main content. */
  available: readonly Locale[];
}

/**
 * Blog language guard (spec 000): a route change to the other language version of the
 * same post is cancelled ('warn') when that version has no main content; anything else
 * navigates.
 */
export function guardDecision(post: GuardPost, target: { locale: Locale; path?: string }): 'navigate' | 'warn' {
  // Without a path the change comes from the header's language switcher.
  if (target.locale === post.locale) return 'navigate';
  if (target.path !== undefined) {
    const match = POST_PATH.exec(target.path.split(/[?#]/)[0] ?? '');
    // Only the other-language version of this same post is guarded.
    if (!match || match[1] !== target.locale || Number(match[2]) !== post.id) return 'navigate';
  }
  return decideMissing(post, target.locale);
}

function decideMissing(post: GuardPost, locale: Locale): 'navigate' | 'warn' {
  return post.available.includes(locale) ? 'navigate' : 'warn';
}
