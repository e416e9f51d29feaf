import type { Locale } from '@/lib/i18n/locales';
import type { EmailImage, EmailSender } from './sender';

/**
 * One e-mail as data: what both parts say, in order. The HTML part (EmailDocument.tsx, React
 * Email) and the text part (text-part.ts) are rendered from the same content, so they never
 * say different things; every string in it is already typeset for its language.
 */
export interface EmailListing {
  /** « Nouvelle inscription », « Baisse de prix »… */
  kind: string;
  price: string;
  /** The price before a drop (« avant 500 000 $ »), else null. */
  was: string | null;
  address: string;
  rooms: string;
  url: string;
  viewLabel: string;
  photo: EmailImage | null;
}

export type EmailBlock =
  | { kind: 'paragraph'; text: string; strong?: boolean; small?: boolean }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'link'; label: string; url: string }
  | { kind: 'listings'; items: EmailListing[] }
  | { kind: 'fields'; rows: [label: string, value: string][] };

export interface EmailLink {
  label: string;
  url: string;
}

export interface EmailContent {
  locale: Locale;
  subject: string;
  /** The inbox's preview line. */
  preview: string;
  blocks: EmailBlock[];
  sender: EmailSender;
  /**
   * Commercial e-mails (CASL): why the person receives it and the links to manage and
   * unsubscribe. Transactional ones (confirmation, reset, invitation) have none.
   */
  commercial: { why: string; links: EmailLink[] } | null;
  /** The broker's card; off for the workspace's account e-mails (their reader is staff, not a client). */
  brokerCard?: boolean;
}

/** A rendered e-mail: what the outbox queues (lib/mail/outbox.ts OutboxMessage has the same shape). */
export interface ComposedEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}
