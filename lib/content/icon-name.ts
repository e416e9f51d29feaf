/**
 * CMS icon types are free text written for an icon font ('fa-phone', 'icon-email',
 * 'bedroom'...). They are reduced to the names of our inline SVG set.
 */
const aliases: Record<string, string> = {
  email: 'mail',
  envelope: 'mail',
  courriel: 'mail',
  telephone: 'phone',
  tel: 'phone',
  mobile: 'phone',
  location: 'map-pin',
  'location-dot': 'map-pin',
  marker: 'map-pin',
  pin: 'map-pin',
  address: 'map-pin',
  house: 'home',
  maison: 'home',
  times: 'close',
  x: 'x-twitter',
  xmark: 'close',
  bars: 'menu',
  hamburger: 'menu',
  bedroom: 'bed',
  bedrooms: 'bed',
  chambre: 'bed',
  bathroom: 'bath',
  bathrooms: 'bath',
  bathtub: 'bath',
  'salle-de-bain': 'bath',
  surface: 'area',
  size: 'area',
  'ruler-combined': 'area',
  superficie: 'area',
  date: 'calendar',
  twitter: 'x-twitter',
  'brand-x': 'x-twitter',
  message: 'sms',
  comment: 'sms',
  text: 'sms',
  person: 'user',
  team: 'users',
  office: 'building',
  web: 'globe',
  website: 'globe',
  loader: 'spinner',
  loading: 'spinner',
  warning: 'alert',
  error: 'alert',
  'exclamation-triangle': 'alert',
  sync: 'refresh',
  reload: 'refresh',
  printer: 'print',
  'arrow-next': 'arrow-right',
  'arrow-prev': 'arrow-left',
  'arrow-back': 'arrow-left',
  external: 'external-link',
  'linkedin-in': 'linkedin',
  'facebook-f': 'facebook',
};

const prefixes = /^(fa[srlbd]?|icon|mdi|ri|bi|ti)-/;

export function normalizeIconName(type: string): string {
  // 'fa-solid fa-phone' style class lists: keep the last class.
  let name = (type.trim().toLowerCase().split(/\s+/).pop() ?? '').replace(/_/g, '-');
  while (prefixes.test(name)) name = name.replace(prefixes, '');
  name = name.replace(/-(o|outline|alt|solid)$/, '');
  return aliases[name] ?? name;
}
