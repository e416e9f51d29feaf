'use client';

import { useLocale, useTranslations } from 'next-intl';
import { CollectionRow } from '@/builder/collections/CollectionRow.client';
import { photoStatus } from '@/lib/compliance/photo-age';
import { quebecDay } from '@/lib/format';
import { pick, type Locale } from '@/lib/i18n/locales';
import type { Member } from '@/lib/members/types';

interface MemberRowProps {
  member: Member;
  profileHref: string | null;
  onEdit(): void;
  onDelete(): void;
  /** False for a broker on their own profile: edit only. */
  manage?: boolean;
}

/** One member: a collection row with the member's photo, licence title and office (by their names), and the members screen's labels. */
export function MemberRow({ member, profileHref, onEdit, onDelete, manage = true }: MemberRowProps) {
  const t = useTranslations('membersEditor');
  const locale = useLocale() as Locale;
  // Rule photo_recent (lib/compliance): a photo nearing or past 5 years is named in the list.
  const status = member.avatar ? photoStatus(member.photo_taken_on, quebecDay()) : 'ok';
  const warning = status === 'ok' ? '' : ` · ⚠ ${t(status === 'warn' ? 'photo-warn' : 'photo-block')}`;
  const item = {
    id: member.id,
    title: member.name,
    subtitle: [pick(member.licence_title, locale), member.office_name ? pick(member.office_name, locale) : undefined].filter(Boolean).join(' · ') + warning,
    thumb: member.avatar?.url ?? null,
    href: profileHref,
  };
  return <CollectionRow item={item} namespace="membersEditor" roundThumb attributes={{ 'data-member': member.slug }} onEdit={onEdit} onDelete={onDelete} manage={manage} />;
}
