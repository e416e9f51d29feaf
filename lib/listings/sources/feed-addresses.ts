import { createTranslator } from 'next-intl';
import { checkUrlForSave, OutboundRefusal, type Resolver } from '@/lib/http/outbound-policy';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/locales';

/**
 * A feed's addresses checked when it is saved, by the outbound policy the runs use
 * (lib/http/outbound-policy.ts): scheme, userinfo, metadata names and forbidden IP literals
 * are refused outright; a name is resolved and refused when every address it gives is
 * forbidden; a name that does not resolve now is accepted, since each run checks again
 * before it connects. Attribution logos are not here: browsers load them, the server never does.
 */
export const FEED_ADDRESS_FIELDS = ['url', 'token_url'] as const;
export type FeedAddressField = (typeof FEED_ADDRESS_FIELDS)[number];
export type FeedAddressRule = 'scheme' | 'userinfo' | 'metadata_host' | 'forbidden_address';

export class FeedAddressRefused extends Error {
  constructor(
    readonly field: FeedAddressField,
    readonly rule: FeedAddressRule,
    reason: string,
  ) {
    super(`${field}: ${reason}`);
    this.name = 'FeedAddressRefused';
  }
}

export async function checkFeedAddresses(feed: Record<FeedAddressField, string>, resolve?: Resolver): Promise<void> {
  for (const field of FEED_ADDRESS_FIELDS) {
    try {
      await checkUrlForSave(feed[field], resolve);
    } catch (error) {
      if (!(error instanceof OutboundRefusal)) throw error;
      const rule = error.rule === 'scheme' || error.rule === 'userinfo' || error.rule === 'metadata_host' ? error.rule : 'forbidden_address';
      throw new FeedAddressRefused(field, rule, error.message);
    }
  }
}

const LABEL_KEYS = { url: 'url', token_url: 'token-url' } as const;

/** The refusal in the words of the feeds screen, in its language. */
export function feedAddressMessage(refusal: FeedAddressRefused, locale: Locale): string {
  const t = createTranslator({ locale, messages: loadMessages(locale), namespace: 'listingsEditor.feeds' });
  return t(`address-refused.${refusal.rule}`, { field: t(LABEL_KEYS[refusal.field]) });
}
