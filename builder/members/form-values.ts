import { mediaIdOfUrl } from '@/lib/media/urls';
import type { MemberInputRaw } from '@/lib/members/input';
import { socialTypes, type Member, type MemberKind, type SocialType } from '@/lib/members/types';

/** The editor form's flat text values, from and to a member. */
export interface MemberFormValues {
  name: string;
  /** As on the licence; empty: the name. */
  licenceName: string;
  licenceNumber: string;
  /** 'YYYY-MM-DD' or empty. */
  photoTakenOn: string;
  slug: string;
  kind: MemberKind;
  licenceFr: string;
  licenceEn: string;
  agency: string;
  office: string;
  photo: string;
  /** The media library file of the photo, while the address is still that file's. */
  photoMediaId: string;
  subtitleFr: string;
  subtitleEn: string;
  bioFr: string;
  bioEn: string;
  phone: string;
  phoneIntl: string;
  email: string;
  languages: string;
  team: string;
  social: string;
}

export function toFormValues(m: Member | null, kind: MemberKind, agency: string): MemberFormValues {
  return {
    name: m?.name ?? '',
    licenceName: m?.licence_name ?? '',
    licenceNumber: m?.licence_number ?? '',
    photoTakenOn: m?.photo_taken_on ?? '',
    slug: m?.slug ?? '',
    kind: m?.kind ?? kind,
    licenceFr: m?.licence_title.fr ?? '',
    licenceEn: m?.licence_title.en ?? '',
    agency: m?.agency ?? agency,
    office: m?.office_slug ?? '',
    photo: m?.avatar?.url ?? '',
    photoMediaId: m?.avatar?.media_id ?? '',
    subtitleFr: m?.subtitle.fr ?? '',
    subtitleEn: m?.subtitle.en ?? '',
    bioFr: m?.bio.fr ?? '',
    bioEn: m?.bio.en ?? '',
    phone: m?.phone_display ?? '',
    phoneIntl: m?.phone_international ?? '',
    email: m?.email ?? '',
    languages: m?.languages.join(', ') ?? 'fr, en',
    team: m?.team_member_slugs.join(', ') ?? '',
    social: m?.social_links.map((s) => `${s.type} ${s.url}`).join('\n') ?? '',
  };
}

/** {media_id} of a photo from the library ({url, alt, media_id}), unless the address was changed by hand since. */
function libraryFile(v: MemberFormValues): { media_id?: string } {
  return v.photoMediaId && mediaIdOfUrl(v.photo.trim()) === v.photoMediaId ? { media_id: v.photoMediaId } : {};
}

const list = (s: string) => s.split(',').map((v) => v.trim()).filter(Boolean);

/** 'Éric Bergeron' -> 'eric-bergeron'. */
export function slugFromName(name: string): string {
  return name.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** Form values -> the API body; programs (not edited here) are kept from the member. */
export function toInput(v: MemberFormValues, current: Member | null): MemberInputRaw {
  const social = v.social
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((parts) => parts.length >= 2 && (socialTypes as readonly string[]).includes(parts[0]!))
    .map(([type, url]) => ({ type: type as SocialType, url: url! }));
  return {
    name: v.name,
    slug: v.slug || slugFromName(v.name),
    kind: v.kind,
    licence_name: v.licenceName.trim(),
    licence_number: v.licenceNumber.trim().toUpperCase(),
    photo_taken_on: v.photoTakenOn.trim() || null,
    licence_title: { fr: v.licenceFr, en: v.licenceEn },
    agency: v.agency,
    office_slug: v.office.trim() || null,
    avatar: v.photo.trim() ? { url: v.photo.trim(), alt: v.name, ...libraryFile(v) } : null,
    subtitle: { fr: v.subtitleFr, en: v.subtitleEn },
    bio: { fr: v.bioFr, en: v.bioEn },
    phone_display: v.phone,
    phone_international: v.phoneIntl,
    email: v.email,
    languages: list(v.languages).map((l) => l.toLowerCase()),
    social_links: social,
    programs: current?.programs ?? [],
    team_member_slugs: v.kind === 'team' ? list(v.team) : [],
  };
}
