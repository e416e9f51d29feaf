import { licenceName, memberMentionLines } from '@/lib/compliance/mentions';
import { pick, type Locale } from '@/lib/i18n/locales';
import { siteRoutes } from '@/lib/i18n/routes';
import { recipientTypeOfKind, type Member, type MemberKind } from './types';

/**
 * How a member is presented wherever it shows (cards, modal, profile, contact modal).
 * Québec advertising rules: a broker always appears with the name as on the licence, the
 * licence title and the agency, as registered (registrationLines).
 */

/** Profile pages exist for brokers and teams: /fr/courtiers/{slug}, /en/brokers/{slug}. */
export const profileBase: Record<Locale, string> = { fr: '/courtiers', en: '/brokers' };

export function hasProfile(kind: MemberKind): boolean {
  return kind === 'broker' || kind === 'team';
}

export function profilePath(locale: Locale, slug: string): string {
  return `/${locale}${profileBase[locale]}/${slug}`;
}

/** The profile slug in a path without locale ('/courtiers/julie-tremblay' -> 'julie-tremblay'). */
export function profileSlugOf(locale: Locale, path: string): string | null {
  const match = new RegExp(`^${profileBase[locale]}/([a-z0-9]+(?:-[a-z0-9]+)*)/?$`).exec(path);
  return match?.[1] ?? null;
}

/** Licence title then the agency and its designation: the lines that must accompany the name (rule mentions). */
export function registrationLines(m: Pick<Member, 'licence_title' | 'agency_mention'>, locale: Locale): string[] {
  return memberMentionLines(m.licence_title, pick(m.agency_mention, locale) ?? '', locale);
}

/** The name a member shows under: as on the licence. */
export function displayName(m: Pick<Member, 'name' | 'licence_name'>): string {
  return licenceName(m);
}

/** The contact page addressed to the member (works without JavaScript). */
export function contactHref(m: Pick<Member, 'kind' | 'slug'>, locale: Locale): string {
  const query = new URLSearchParams({ recipient_type: recipientTypeOfKind[m.kind], recipient_slug: m.slug });
  return `${siteRoutes(locale).contact}?${query}`;
}

/** The on_click_action that opens the contact modal addressed to the member. */
export function contactAction(m: Member, locale: Locale) {
  return {
    action_type: 'open_contact_modal',
    action_params: {
      recipient_type: recipientTypeOfKind[m.kind],
      recipient_slug: m.slug,
      name: m.name,
      subtitle: registrationLines(m, locale),
      avatar: m.avatar?.url ?? '',
    },
  };
}

/** tel: link from the international number (display number as fallback). */
export function telHref(m: Pick<Member, 'phone_international' | 'phone_display'>): string | null {
  const digits = (m.phone_international || m.phone_display).replace(/[^\d+]/g, '');
  if (!digits) return null;
  return `tel:${digits.startsWith('+') ? digits : `+1${digits}`}`;
}

/** Languages spoken, named in the page's language ('fr' -> 'français' / 'French'). */
export function languageNames(codes: string[], locale: Locale): string[] {
  const names = new Intl.DisplayNames([locale === 'fr' ? 'fr-CA' : 'en-CA'], { type: 'language' });
  return codes.map((c) => names.of(c) ?? c);
}

/** Bio text -> paragraphs (editors write plain text; blank lines separate paragraphs). */
export function paragraphs(text: string | undefined): string[] {
  return (text ?? '').split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
}
