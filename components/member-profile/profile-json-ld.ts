import { localeInfo, pick, type Locale } from '@/lib/i18n/locales';
import { profilePath, registrationLines } from '@/lib/members/present';
import type { Member, MemberWithTeam } from '@/lib/members/types';

function absolute(path: string, origin: string | null): string {
  return origin && path.startsWith('/') ? `${origin.replace(/\/+$/, '')}${path}` : path;
}

/**
 * schema.org RealEstateAgent of a broker's or a team's profile page; a team lists its
 * brokers as members. The job title and the agency are those the licence registers.
 */
export function profileJsonLd(member: MemberWithTeam, locale: Locale, origin: string | null = null): Record<string, unknown> {
  const person = (m: Member) => ({
    '@type': 'Person',
    name: m.name,
    ...(pick(m.licence_title, locale) ? { jobTitle: pick(m.licence_title, locale) } : {}),
    ...(m.kind === 'broker' ? { url: absolute(profilePath(locale, m.slug), origin) } : {}),
  });
  const bio = pick(member.bio, locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: member.name,
    url: absolute(profilePath(locale, member.slug), origin),
    inLanguage: localeInfo[locale].iso,
    ...(member.avatar ? { image: absolute(member.avatar.url, origin) } : {}),
    ...(bio ? { description: bio.split(/\n\s*\n/)[0] } : {}),
    ...(member.phone_international ? { telephone: member.phone_international } : {}),
    ...(member.email ? { email: member.email } : {}),
    ...(member.agency ? { parentOrganization: { '@type': 'RealEstateAgent', name: member.agency } } : {}),
    ...(member.languages.length ? { knowsLanguage: member.languages } : {}),
    ...(member.social_links.length ? { sameAs: member.social_links.map((s) => s.url) } : {}),
    areaServed: { '@type': 'State', name: 'Québec' },
    ...(member.kind === 'team' ? { employee: member.team.map(person) } : {}),
    disambiguatingDescription: registrationLines(member, locale).join(', '),
  };
}
