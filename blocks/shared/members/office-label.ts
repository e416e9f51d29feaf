import { pick, type Locale } from '@/lib/i18n/locales';
import type { Member, OfficeOption } from '@/lib/members/types';

/** The office's name in the locale; its slug when the offices collection does not know it. */
export function officeName(office: Pick<OfficeOption, 'slug' | 'name'> | null, locale: Locale): string {
  if (!office) return '';
  return pick(office.name, locale) ?? prettySlug(office.slug);
}

export function memberOfficeName(member: Member, locale: Locale): string {
  if (!member.office_slug) return '';
  return pick(member.office_name ?? undefined, locale) ?? prettySlug(member.office_slug);
}

/** 'saint-jerome' -> 'Saint Jerome': readable until the offices collection names it. */
function prettySlug(slug: string): string {
  return slug.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}
