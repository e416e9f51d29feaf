import { createEditor, findEditorByEmail } from '@/lib/auth/editors';
import { setSiteRole } from '@/lib/auth/roles';
import type { Database } from '@/lib/db/types';
import { saveManualListingIn } from '@/lib/listings/sources/manual';
import { memberInputSchema } from '@/lib/members/input';
import { insertMember } from '@/lib/members/writes';

export const DEMO_BROKER_EMAIL = 'courtier@localhost';
const AGENCY = 'demo-agency';
const NAME = 'Samuel Côté';

/**
 * With DEMO_BROKER_PASSWORD set, a broker account on the demo agency, where brokers' publishing
 * is reviewed, and a hand-managed listing naming them: the screens a reviewed broker sees
 * ("Soumettre pour approbation", the waiting submission, Withdraw) can be opened on the demo.
 * Without the variable nothing is created: a known password is never part of an install.
 * Once only (the account's e-mail is unique), in one transaction; true when it was created now.
 */
export async function ensureDemoBroker(db: Database, password: string | undefined): Promise<boolean> {
  if (!password) return false;
  if (!(await db.query('select 1 from sites where id = $1', [AGENCY]))[0]) return false;
  if (await findEditorByEmail(db, DEMO_BROKER_EMAIL)) return false;
  await db.transaction(async (tx) => {
    // The agency's only demo member is its executive officer, who decides submissions: the reviewed broker is a member of their own.
    const member = await insertMember(
      tx,
      AGENCY,
      memberInputSchema.parse({
        // The mentions every member of the site needs (licence name, number, title), or no page of the agency could be published.
        slug: 'courtier-demo', kind: 'broker', name: NAME, agency: 'Agence Immobilière Laurentides', licence_number: 'J7421',
        licence_title: { fr: 'Courtier immobilier résidentiel', en: 'Residential real estate broker' },
      }),
    );
    if (!member.ok) throw new Error(`demo broker's member: ${member.error}`);
    const broker = await createEditor(tx, { email: DEMO_BROKER_EMAIL, name: NAME, password });
    if (!broker) throw new Error('demo broker: the account exists');
    await setSiteRole(tx, broker.id, AGENCY, 'broker', member.id);
    const today = new Date();
    const saved = await saveManualListingIn(
      tx,
      AGENCY,
      null,
      {
        transaction: 'sale', type: 'maison', status: 'active', price: 489_000, street: '215, rue des Pins', mun_code: '77022', postal_code: 'J8B 1K4',
        lat: 45.9506, lng: -74.1321, bedrooms: 3, bathrooms: 2,
        description: { fr: 'Maison de plain-pied près du village, grand terrain boisé.', en: 'Bungalow near the village, large wooded lot.' },
        broker_ids: [member.id], contract_start: today.toISOString().slice(0, 10), contract_end: new Date(today.getTime() + 180 * 86_400_000).toISOString().slice(0, 10),
      },
      today,
      NAME,
    );
    if (!saved.ok) throw new Error(`demo broker's listing: ${saved.field ?? ''} ${saved.error}`);
  });
  return true;
}
