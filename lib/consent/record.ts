import { createTranslator } from 'next-intl';
import { z } from 'zod';
import type { Queryable } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/locales';
import { consentCategories, type ConsentCategory } from './categories';

/** What the banner sends: its random consent id, the categories now accepted, the revision asked about. */
export const consentRecordInput = z.object({
  consent_id: z.uuid(),
  categories: z.array(z.enum(consentCategories)).max(consentCategories.length),
  revision: z.number().int().min(0).max(2 ** 31),
});

export type ConsentRecordOutcome = { kind: 'recorded'; accepted: ConsentCategory[] } | { kind: 'invalid'; field: string; message: string };

/**
 * Keeps one answer of the banner as proof, without personal information: the id is the
 * banner's own random one, not tied to an address or an account. 'necessary' is not stored
 * (it was never a choice). Every change is a new row: the history is the proof.
 */
export async function recordConsent(db: Queryable, siteId: string, raw: unknown, locale: Locale): Promise<ConsentRecordOutcome> {
  const parsed = consentRecordInput.safeParse(raw);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0]?.toString() ?? 'body';
    const t = createTranslator({ locale, messages: loadMessages(locale), namespace: 'consent.errors' });
    return { kind: 'invalid', field, message: t('invalid', { field }) };
  }
  const accepted = [...new Set(parsed.data.categories.filter((category) => category !== 'necessary'))];
  await db.query('insert into consent_records (site_id, consent_id, accepted, revision) values ($1, $2, $3, $4)', [
    siteId,
    parsed.data.consent_id,
    accepted,
    parsed.data.revision,
  ]);
  return { kind: 'recorded', accepted };
}
