import type { Metadata } from 'next';
import { localeInfo, pick, type Locale } from '@/lib/i18n/locales';
import { profilePath, registrationLines } from '@/lib/members/present';
import type { Member } from '@/lib/members/types';

/** Title "Name, licence title | agency", the bio's opening, the portrait, fr/en alternates. */
export function profileMetadata(member: Member, locale: Locale): Metadata {
  const [licence, agency] = registrationLines(member, locale);
  const title = [member.name, licence].filter(Boolean).join(', ') + (agency ? ` | ${agency}` : '');
  const bio = pick(member.bio, locale)?.split(/\n\s*\n/)[0];
  const description = bio && bio.length > 200 ? `${bio.slice(0, 197)}…` : bio;
  const image = member.avatar?.url;
  return {
    title,
    description,
    alternates: {
      canonical: profilePath(locale, member.slug),
      languages: {
        [localeInfo.fr.iso]: profilePath('fr', member.slug),
        [localeInfo.en.iso]: profilePath('en', member.slug),
        'x-default': profilePath('fr', member.slug),
      },
    },
    openGraph: { title, description, url: profilePath(locale, member.slug), type: 'profile', locale: localeInfo[locale].ogLocale, images: image ? [{ url: image }] : undefined },
  };
}
