import type { Localized } from '@/lib/i18n/locales';

/** The kinds of people a site lists (table members, column kind). */
export const memberKinds = ['broker', 'team', 'administrator', 'director'] as const;
export type MemberKind = (typeof memberKinds)[number];

/** Spec 000 section 5: the context_type of member blocks. */
export const contextTypes = ['brokers', 'teams', 'admins', 'directors'] as const;
export type ContextType = (typeof contextTypes)[number];

export const kindOfContext: Record<ContextType, MemberKind> = {
  brokers: 'broker',
  teams: 'team',
  admins: 'administrator',
  directors: 'director',
};

/** recipient_type of a contact message addressed to a member (spec 000 "Contact message"). */
export const recipientTypeOfKind = {
  broker: 'broker',
  team: 'team',
  administrator: 'administrative_team',
  director: 'executive_team',
} as const satisfies Record<MemberKind, string>;

export interface MemberImage {
  url: string;
  alt?: string;
  /** A media library file (lib/media), when the photo was uploaded or picked there. */
  media_id?: string;
}

export const socialTypes = ['facebook', 'instagram', 'linkedin', 'youtube', 'x', 'website'] as const;
export type SocialType = (typeof socialTypes)[number];

export interface SocialLink {
  type: SocialType;
  url: string;
}

export interface Program {
  title: Localized<string>;
  description: Localized<string>;
}

/** A member as blocks and pages show it. */
export interface Member {
  id: number;
  slug: string;
  kind: MemberKind;
  name: string;
  /** The name exactly as on the OACIQ licence; empty reads as `name` (lib/compliance licenceName). */
  licence_name: string;
  licence_number: string;
  /** 'YYYY-MM-DD': when the photo was taken or last replaced (rule photo_recent). */
  photo_taken_on: string | null;
  /** E.g. « courtier immobilier résidentiel »; shown with the name and the agency. */
  licence_title: Localized<string>;
  /** The member's own agency text, shown when the site has no advertising identity. */
  agency: string;
  /** The agency's name followed by its designation, per language (lib/compliance). */
  agency_mention: Localized<string>;
  office_slug: string | null;
  /** The office's name (offices collection), null when the office is unknown. */
  office_name: Localized<string> | null;
  avatar: MemberImage | null;
  subtitle: Localized<string>;
  bio: Localized<string>;
  phone_display: string;
  phone_international: string;
  email: string;
  /** ISO 639-1 codes: 'fr', 'en', 'es'... */
  languages: string[];
  social_links: SocialLink[];
  programs: Program[];
  team_member_slugs: string[];
  position: number;
}

/** A team with its members resolved (profile page, team members block). */
export interface MemberWithTeam extends Member {
  team: Member[];
}

export interface OfficeOption {
  slug: string;
  name: Localized<string>;
}

export interface MembersPage {
  total: number;
  page: number;
  limit: number;
  items: Member[];
}
