import { z } from 'zod';
import { localizedText } from '@/lib/content/fields';

/** bank_partners_block: a card per partner bank with its employees (from the collection, server side). */
export const bankPartnersBlockSchema = z.object({
  main_title: localizedText.optional(),
  description: localizedText.optional(),
});
export type BankPartnersBlockFields = z.infer<typeof bankPartnersBlockSchema>;
