/**
 * Who an e-mail comes from, as every template shows it: the site's look (logo, primary
 * colour from its theme), the broker's card, and the footer the law asks of every e-mail
 * sent to the public (OACIQ mentions; CASL: sender, postal address, a contact). Plain data:
 * built from the database by load-sender.ts, or from demo data by the preview screen.
 */
export interface EmailImage {
  /** Absolute, on the site's public origin. */
  url: string;
  alt: string;
}

export interface EmailBrokerCard {
  /** As on the licence. */
  name: string;
  title: string;
  agency: string;
  phone: string;
  photo: EmailImage | null;
}

export interface EmailSender {
  /** The site's name in the e-mail's language: the sender. */
  siteName: string;
  /** Every link and image of the e-mail starts with it (lib/http/public-origin.ts). */
  origin: string;
  logo: EmailImage | null;
  colors: { primary: string; onPrimary: string };
  broker: EmailBrokerCard | null;
  /** The mandatory mentions, one per line (lib/compliance/mentions.ts mentionLines). */
  mentions: string[];
  /** One line; '' when the site has no office recorded. */
  postalAddress: string;
  contactEmail: string;
  contactPhone: string;
}

/** An address on the site's public origin (a stored '/media/…' path becomes absolute). */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** A sender with nothing but the site's name and origin (a site gone between queueing and composing). */
export function bareSender(siteName: string, origin: string): EmailSender {
  return { siteName, origin, logo: null, colors: { primary: '#1a5fb4', onPrimary: '#ffffff' }, broker: null, mentions: [], postalAddress: '', contactEmail: '', contactPhone: '' };
}
