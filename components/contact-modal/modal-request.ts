import { z } from 'zod';
import { linkSchema, localizedText } from '@/lib/content/fields';
import { brandLogoForced, speaksForOnePerson, type SiteType } from '@/lib/content/site-types';
import { isRecipientType, type Recipient, type RecipientType } from '@/lib/forms/contact';

/**
 * What a 'cms:action' event asks of the contact modals (CmsLink dispatches it from a
 * link's on_click_action): open the contact modal for a recipient, or the contact-us
 * modal with its items. Anything else is not ours.
 */

const text = z.union([z.string(), localizedText]).optional();

const contactParamsSchema = z.object({
  recipient_type: z.string().optional(),
  recipient_slug: z.string().optional(),
  name: text,
  subtitle: z.union([text, z.array(z.union([z.string(), localizedText]))]).optional(),
  avatar: z.string().optional(),
  /** Prefills the form's message (e.g. the mortgage calculator's scenario); bounded like the field. */
  message: z.string().max(5000).optional(),
});

export const contactItemSchema = z.object({
  main_title: text,
  description: text,
  icon_links_repeater: z.array(z.object({ icon_link: linkSchema })).default([]),
});
export type ContactItem = z.infer<typeof contactItemSchema>;

export type LocalText = string | { fr?: string; en?: string } | undefined;

export type ModalRequest =
  | { kind: 'contact'; recipient: Recipient | null; recipientType: RecipientType | null; name: LocalText; subtitles: LocalText[]; avatar: string | null; message?: string }
  | { kind: 'contact-us'; items: ContactItem[] };

export function modalRequestFrom(detail: unknown): ModalRequest | null {
  if (!detail || typeof detail !== 'object') return null;
  const { action_type: type, action_params: params } = detail as { action_type?: unknown; action_params?: unknown };
  if (type === 'open_contact_modal') {
    const parsed = contactParamsSchema.safeParse(params ?? {});
    const p = parsed.success ? parsed.data : {};
    const recipientType = isRecipientType(p.recipient_type) ? p.recipient_type : null;
    const slug = p.recipient_slug?.trim();
    const subtitles = Array.isArray(p.subtitle) ? p.subtitle : p.subtitle ? [p.subtitle] : [];
    return {
      kind: 'contact',
      recipient: recipientType && slug ? { recipient_type: recipientType, recipient_slug: slug } : null,
      recipientType,
      name: p.name,
      subtitles,
      avatar: p.avatar?.trim() || null,
      ...(p.message ? { message: p.message } : {}),
    };
  }
  if (type === 'open_contact_us_modal') {
    const items = z.array(contactItemSchema).safeParse((params as { items?: unknown } | undefined)?.items ?? []);
    return { kind: 'contact-us', items: items.success ? items.data : [] };
  }
  return null;
}

/**
 * First person for one broker, plural for a team or an office. Without a recipient the
 * message goes to the site itself: a broker's site speaks for one person, a team's, an
 * office's or an agency's for a group (spec 000 section 2 "Modals", as the landing hero's form title).
 */
export function isIndividualRecipient(type: RecipientType | null, siteType: SiteType): boolean {
  return type ? type === 'broker' : speaksForOnePerson(siteType);
}

/**
 * The modal's avatar. An agency site's modal without a recipient always shows the
 * franchise logo (spec 000 section 6: forced), whatever avatar the link carries.
 */
export function modalAvatar(request: Extract<ModalRequest, { kind: 'contact' }>, siteType: SiteType, franchiseLogo: string | null): string | null {
  if (brandLogoForced(siteType) && !request.recipient) return franchiseLogo;
  return request.avatar;
}

export function localText(value: LocalText, locale: 'fr' | 'en'): string {
  if (!value) return '';
  if (typeof value === 'string') return value;
  return value[locale] ?? value.fr ?? value.en ?? '';
}
