import type { z } from 'zod';
import type { featuredPropertiesSchema, featuredPropertyItemSchema } from './schema';

type Item = z.input<typeof featuredPropertyItemSchema>;

const image = (url: string, fr: string, en: string) => ({
  type: 'image' as const,
  image: { media: { fr: { url, alt: fr }, en: { url, alt: en } }, center: { x: 50, y: 55 } },
});

// Editor-typed text, not messages: the demo spells its plurals right in both languages.
const plural = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;

const specs = (bed: number, bath: number, areaFr: string, areaEn: string) => [
  { icon: { type: 'bed' }, description: { fr: plural(bed, 'chambre', 'chambres'), en: plural(bed, 'bedroom', 'bedrooms') } },
  { icon: { type: 'bath' }, description: { fr: plural(bath, 'salle de bain', 'salles de bain'), en: plural(bath, 'bathroom', 'bathrooms') } },
  { icon: { type: 'area' }, description: { fr: areaFr, en: areaEn } },
];

const link = (fr: string, en: string) => ({
  target: '_self' as const,
  format: { type: 'button' as const },
  icon: { type: 'arrow-right', align: 'right' as const },
  url: { fr, en },
  text: { fr: 'Voir la propriété', en: 'View the property' },
});

const items: Item[] = [
  {
    super_title: { fr: 'Laval — Sainte-Dorothée', en: 'Laval — Sainte-Dorothée' },
    main_title: { fr: 'Maison familiale près des parcs', en: 'Family home near the parks' },
    sub_title: { fr: 'Cour clôturée, sous-sol fini, garage double', en: 'Fenced yard, finished basement, double garage' },
    secondary_title: { fr: '749 000 $', en: '$749,000' },
    bg_media: image('/demo/heroes/laval-family-home.jpg', 'Maison familiale à Laval', 'Family home in Laval'),
    link: link('/fr/proprietes?mun=65005&type=maison', '/en/properties?mun=65005&type=maison'),
    tags_repeater: [{ name: { fr: 'Nouveau', en: 'New' } }],
    list_items_repeater: specs(4, 2, '2 150 pi²', '2,150 sq ft'),
  },
  {
    super_title: { fr: 'Montréal — Griffintown', en: 'Montréal — Griffintown' },
    main_title: { fr: 'Condo lumineux avec vue sur le canal', en: 'Bright condo overlooking the canal' },
    sub_title: { fr: 'Terrasse privée, stationnement intérieur', en: 'Private terrace, indoor parking' },
    secondary_title: { fr: '2 350 $ /mois', en: '$2,350 /month' },
    bg_media: image('/demo/heroes/condo-living-room.jpg', 'Salon d’un condo lumineux', 'Living room of a bright condo'),
    link: link('/fr/proprietes?mun=66023&type=condo&forSaleForRent=rent', '/en/properties?mun=66023&type=condo&forSaleForRent=rent'),
    tags_repeater: [{ name: { fr: 'À louer', en: 'For rent' } }],
    list_items_repeater: specs(2, 1, '980 pi²', '980 sq ft'),
  },
  {
    super_title: { fr: 'Québec — Sillery', en: 'Québec City — Sillery' },
    main_title: { fr: 'Résidence contemporaine signée', en: 'Architect-designed contemporary home' },
    sub_title: { fr: 'Fenestration abondante, terrain boisé', en: 'Generous windows, wooded lot' },
    secondary_title: { fr: '1 295 000 $', en: '$1,295,000' },
    bg_media: image('/demo/heroes/modern-house-golden-hour.jpg', 'Maison contemporaine au coucher du soleil', 'Contemporary house at sunset'),
    link: link('/fr/proprietes?mun=23027', '/en/properties?mun=23027'),
    tags_repeater: [{ name: { fr: 'Visite libre', en: 'Open house' } }],
    list_items_repeater: specs(5, 3, '3 400 pi²', '3,400 sq ft'),
  },
  {
    super_title: { fr: 'Laurentides — Saint-Sauveur', en: 'Laurentians — Saint-Sauveur' },
    main_title: { fr: 'Chalet quatre saisons au pied des pentes', en: 'Four-season chalet at the foot of the slopes' },
    sub_title: { fr: 'Foyer au bois, spa extérieur', en: 'Wood fireplace, outdoor hot tub' },
    secondary_title: { fr: '685 000 $', en: '$685,000' },
    bg_media: image('/demo/listings/chalet-1.svg', 'Chalet en bois dans les Laurentides', 'Wooden chalet in the Laurentians'),
    link: link('/fr/proprietes?type=chalet', '/en/properties?type=chalet'),
    tags_repeater: [{ name: { fr: 'Collection', en: 'Collection' } }],
    list_items_repeater: specs(3, 2, '1 600 pi²', '1,600 sq ft'),
  },
];

/** Four curated properties across Québec, with local photos only. */
export const featuredPropertiesDemo: z.input<typeof featuredPropertiesSchema> = {
  main_title: { fr: 'Propriétés en vedette', en: 'Featured properties' },
  cta: {
    target: '_self',
    format: { type: 'button' },
    icon: { type: 'arrow-right', align: 'right' },
    url: { fr: '/fr/proprietes', en: '/en/properties' },
    text: { fr: 'Voir toutes les propriétés', en: 'See all properties' },
  },
  items,
};
