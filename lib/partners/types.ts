import type { Localized } from '@/lib/i18n/locales';
import type { CollectionImage } from '@/lib/offices/types';

/** A line of a card: an optional icon name, a text per locale, an optional link (tel:, mailto:, https:). */
export interface CollectionListItem {
  icon?: string;
  description: Localized<string>;
  url?: string;
}

/** Tag item of spec 001 section 3: name, background and text colours. */
export interface PartnerTag {
  name: Localized<string>;
  bg_color_primary?: string;
  text_color?: string;
}

/** A partner (notary, inspector, mover...) shown by the partners block. */
export interface Partner {
  id: number;
  image: CollectionImage | null;
  avatar: CollectionImage | null;
  title: Localized<string>;
  subtitle: Localized<string>;
  description: Localized<string>;
  list_items: CollectionListItem[];
  tags: PartnerTag[];
  position: number;
  updated_at: string;
}

export interface BankEmployee {
  person_avatar: CollectionImage | null;
  person_name: string;
  person_subtitle: Localized<string>;
  list_items: CollectionListItem[];
}

/** A bank partner: its logo, its name and the employees who serve the site's clients. */
export interface BankPartner {
  id: number;
  name: string;
  logo: CollectionImage | null;
  employees: BankEmployee[];
  position: number;
  updated_at: string;
}
