'use client';

import { CollectionRow } from '@/builder/collections/CollectionRow.client';
import type { Member } from '@/lib/members/types';

interface MemberRowProps {
  member: Member;
  profileHref: string | null;
  onEdit(): void;
  onDelete(): void;
  /** False for a broker on their own profile: edit only. */
  manage?: boolean;
}

/** One member: a collection row with the member's photo, slug and office, and the members screen's labels. */
export function MemberRow({ member, profileHref, onEdit, onDelete, manage = true }: MemberRowProps) {
  const item = {
    id: member.id,
    title: member.name,
    subtitle: `${member.slug}${member.office_slug ? ` · ${member.office_slug}` : ''}`,
    thumb: member.avatar?.url ?? null,
    href: profileHref,
  };
  return <CollectionRow item={item} namespace="membersEditor" roundThumb attributes={{ 'data-member': member.slug }} onEdit={onEdit} onDelete={onDelete} manage={manage} />;
}
