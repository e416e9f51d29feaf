import type { Queryable } from '@/lib/db/types';
import { MUNICIPALITIES } from '@/lib/listings/municipalities-data';
import { loadMessages } from '@/locales';
import { isPropertyType } from '@/lib/listings/property-types';
import { criteriaFromQuery } from './criteria';
import { createSavedSearch, type SaveContext } from './save';
import type { AlertLocale } from './types';

const CODE_BY_NAME = new Map(MUNICIPALITIES.map((m) => [m.name.toLowerCase(), m.code]));

/** The property alert form's answers, as the intake stored them. */
export interface AlertLeadAnswers {
  email: string;
  locale: AlertLocale;
  /** Municipality codes or names, comma-separated or listed. */
  municipality?: string | string[] | null;
  property_type?: string | null;
  budget_min?: number | null;
  budget_max?: number | null;
  nb_bedrooms?: number | null;
  nb_bathrooms?: number | null;
}

/** The search filters the alert form describes (same parser as the search page). */
export function criteriaFromAlertAnswers(a: AlertLeadAnswers): ReturnType<typeof criteriaFromQuery> {
  const query = new URLSearchParams();
  const places = Array.isArray(a.municipality) ? a.municipality : (a.municipality ?? '').split(',');
  for (const place of places.map((p) => p.trim()).filter(Boolean)) {
    const code = /^\d{5}$/.test(place) ? place : CODE_BY_NAME.get(place.toLowerCase());
    if (code) query.append('mun', code);
  }
  if (a.property_type && isPropertyType(a.property_type)) query.set('type', a.property_type);
  if (a.budget_min) query.set('price_min', String(a.budget_min));
  if (a.budget_max) query.set('price_max', String(a.budget_max));
  if (a.nb_bedrooms) query.set('bedrooms', String(Math.min(99, a.nb_bedrooms)));
  if (a.nb_bathrooms) query.set('bathrooms', String(Math.min(99, Math.floor(a.nb_bathrooms))));
  query.set('forSaleForRent', 'buy');
  return criteriaFromQuery(query.toString());
}

/**
 * The intake hook: a property alert lead whose alert/marketing consent is ticked
 * also becomes a pending saved search (daily), confirmed by e-mail like one saved on the
 * search page. In the lead's transaction; a refused or held-back search (limits, criteria
 * that do not parse) never stops the lead.
 */
export async function savedSearchFromAlertLead(tx: Queryable, answers: AlertLeadAnswers, ctx: SaveContext & { sourcePath?: string | null }): Promise<number | null> {
  const criteria = criteriaFromAlertAnswers(answers);
  if (!criteria) return null;
  const saved = await createSavedSearch(
    tx,
    { email: answers.email, frequency: 'daily', locale: answers.locale, criteria, sourcePath: ctx.sourcePath ?? null, memberId: null },
    // The record keeps the sentence the visitor ticked: the form's marketing consent (its version is in the lead's consent).
    { consentText: loadMessages(answers.locale).forms.consent.marketing, ...ctx },
  );
  return saved.ok && saved.search ? Number(saved.search.id) : null;
}
