import { pick, type Locale } from '@/lib/i18n/locales';
import type { CollectionImage } from '@/lib/offices/types';
import type { BankPartner, CollectionListItem, Partner } from './types';

/** Partners and bank partners in one locale, as their blocks get them from the server. */
export interface ListItemData {
  icon?: string;
  text: string;
  url?: string;
}
export interface TagData {
  /** Stable key of the tag across locales (its French name, slugified): the filter's value. */
  key: string;
  name: string;
  bg_color_primary?: string;
  text_color?: string;
}
export interface PartnerCardData {
  id: number;
  image: { url: string; alt: string } | null;
  avatar: { url: string; alt: string } | null;
  title: string;
  subtitle: string;
  description: string;
  list_items: ListItemData[];
  tags: TagData[];
}
export interface BankCardData {
  id: number;
  name: string;
  logo: { url: string; alt: string } | null;
  employees: { name: string; subtitle: string; avatar: { url: string; alt: string } | null; list_items: ListItemData[] }[];
}

const image = (img: CollectionImage | null, locale: Locale, fallback: string) =>
  img ? { url: img.url, alt: pick(img.alt, locale) ?? fallback } : null;

const items = (list: CollectionListItem[], locale: Locale): ListItemData[] =>
  list
    .map((i) => ({ icon: i.icon, text: pick(i.description, locale) ?? '', url: i.url }))
    .filter((i) => i.text);

export function tagKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function partnerCardData(p: Partner, locale: Locale): PartnerCardData {
  const title = pick(p.title, locale) ?? '';
  return {
    id: p.id,
    image: image(p.image, locale, title),
    avatar: image(p.avatar, locale, ''),
    title,
    subtitle: pick(p.subtitle, locale) ?? '',
    description: pick(p.description, locale) ?? '',
    list_items: items(p.list_items, locale),
    tags: p.tags.map((t) => ({
      key: tagKey(t.name.fr ?? t.name.en ?? ''),
      name: pick(t.name, locale) ?? '',
      bg_color_primary: t.bg_color_primary,
      text_color: t.text_color,
    })),
  };
}

export function bankCardData(b: BankPartner, locale: Locale): BankCardData {
  return {
    id: b.id,
    name: b.name,
    logo: image(b.logo, locale, b.name),
    employees: b.employees.map((e) => ({
      name: e.person_name,
      subtitle: pick(e.person_subtitle, locale) ?? '',
      avatar: image(e.person_avatar, locale, e.person_name),
      list_items: items(e.list_items, locale),
    })),
  };
}
