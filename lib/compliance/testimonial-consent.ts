import { z } from 'zod';

/**
 * Rule `testimonial_consent` (rules.ts): a client's testimonial is published only with their
 * recorded consent: the day it was given and how. Every way offered leaves a written trace the
 * agency can show when its advertising is reviewed (a signed consent, an e-mail, the site's
 * form, or a verbal consent confirmed in writing); the OACIQ asks for the parties' written
 * consent before a sold price is published (docs/compliance.md, S4), and the product holds
 * testimonials to the same standard.
 */

export const CONSENT_METHODS = ['written', 'email', 'form', 'verbal_confirmed_in_writing'] as const;

/** The fields each testimonial carries: optional while drafting, required to publish. */
export const testimonialConsentFields = {
  /** The day the client consented to publishing the testimonial ('YYYY-MM-DD'). */
  consent_date: z.string().max(10).optional(),
  consent_method: z.enum(CONSENT_METHODS).optional(),
};

/** Blocks whose repeater items are testimonials, by block type: the repeater's field. */
export const testimonialRepeaters: Readonly<Record<string, string>> = {
  testimonials_list_block: 'testimonials_repeater',
  testimonials_slider_block: 'testimonials_repeater',
  testimonials_brokers_block: 'testimonials_repeater',
  testimonials_google_block: 'testimonials_repeater',
};

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export interface ConsentProblem {
  rule: 'testimonial_consent';
  blockId: string;
  type: string;
  /** The item's path in the block's fields ('testimonials_repeater.2'). */
  path: string;
  missing: 'consent_date' | 'consent_method';
}

interface BlockLike {
  id: string;
  block_type: string;
  fields?: Record<string, unknown> | null;
}

export function testimonialConsentProblems(blocks: readonly BlockLike[]): ConsentProblem[] {
  const problems: ConsentProblem[] = [];
  for (const block of blocks) {
    const key = testimonialRepeaters[block.block_type];
    const items = key ? block.fields?.[key] : undefined;
    if (!key || !Array.isArray(items)) continue;
    items.forEach((raw, index) => {
      const item = (raw ?? {}) as { consent_date?: unknown; consent_method?: unknown };
      const at = (missing: ConsentProblem['missing']) => problems.push({ rule: 'testimonial_consent', blockId: block.id, type: block.block_type, path: `${key}.${index}`, missing });
      if (typeof item.consent_date !== 'string' || !DAY.test(item.consent_date)) at('consent_date');
      if (!(CONSENT_METHODS as readonly unknown[]).includes(item.consent_method)) at('consent_method');
    });
  }
  return problems;
}
