import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { createAltchaChallenge } from '@/lib/captcha/altcha';
import type { Queryable } from '@/lib/db/types';
import { seedRecipients } from '@/lib/seed/recipients';

// Light proof of work in tests: the counter to find stays under 2,000.
process.env.CAPTCHA_ALTCHA_MAX_COUNTER ??= '2000';

export const SITE = { id: 'demo-agency', key: 'demo-agency-key', micrositeId: 'agence-laurentides', contactEmail: 'info@agence.example.com' };

/** The agency demo site and its recipients, in a bare migrated database. */
export async function insertTestSite(db: Queryable): Promise<void> {
  await db.query(
    `insert into sites (id, key, name, type, microsite_id, contact_email) values ($1, $2, 'Agence Test', 'agency', $3, $4)`,
    [SITE.id, SITE.key, SITE.micrositeId, SITE.contactEmail],
  );
  await seedRecipients(db, SITE.id);
}

/** What the ALTCHA widget sends: base64 JSON {challenge, solution}, solved in Node. */
export async function solvedToken(db: Queryable): Promise<string> {
  const challenge = await createAltchaChallenge(db);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export const contactFields = {
  form_type: 'contact_form',
  locale: 'fr',
  first_name: 'Marie',
  last_name: 'Gagnon',
  full_name: 'Marie Gagnon',
  email: 'marie@example.com',
  phone: '(514) 555-0199',
  message: 'Bonjour, j’aimerais visiter la maison de la rue des Érables.',
  consent_transaction: '1',
  consent_marketing: '0',
};

export const valuationFields = {
  form_type: 'property_valuation',
  locale: 'en',
  first_name: 'Luc',
  last_name: 'Roy',
  email: 'luc@example.com',
  phone: '(418) 555-0123',
  preferred_method_of_contact: 'phone',
  address: '12 rue Principale',
  postal_code: 'J7Z 1A1',
  city: 'Saint-Jérôme',
  province: 'QC',
  country: 'Canada',
  municipality: '75017',
  property_type: 'maison',
  year_of_construction: '1987',
  nb_bedrooms: '3',
  nb_bathrooms: '1',
  nb_parking: '2',
  nb_garage: '1',
  living_area: '1450 pi²',
  land_area: '6000 pi²',
  evaluation_report: 'no',
  availability_of_report: 'no',
  reason_for_sale: 'Move closer to family',
  renos_and_improvments: 'New roof in 2021',
  consent_transaction: true,
  consent_marketing: true,
};
