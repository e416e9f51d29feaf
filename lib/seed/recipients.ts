import { DEMO_BROKERS } from '@/lib/listings/demo-people';
import { slugify } from '@/lib/listings/paths';
import type { Queryable } from '@/lib/db/types';

type DemoRecipient = [type: string, slug: string, name: string, email: string];

/**
 * Who a contact message may address, per demo site, until real member tables exist.
 * The slugs are those the members and offices demo content links to.
 */
const demoRecipients: Record<string, DemoRecipient[]> = {
  'demo-broker': [
    ['broker', 'julie-tremblay', 'Julie Tremblay', 'julie@example.com'],
    ['team', 'equipe-tremblay', 'Équipe Tremblay', 'equipe@example.com'],
    ['administrative_team', 'adjointe', 'Sophie Côté, adjointe', 'adjointe@example.com'],
  ],
  'demo-agency': [
    ['broker', 'marc-andre-lavoie', 'Marc-André Lavoie', 'marc-andre@agence.example.com'],
    ['broker', 'isabelle-bouchard', 'Isabelle Bouchard', 'isabelle@agence.example.com'],
    ['team', 'equipe-nord', 'Équipe Laurentides Nord', 'nord@agence.example.com'],
    ['office', 'saint-jerome', 'Bureau de Saint-Jérôme', 'saint-jerome@agence.example.com'],
    ['office', 'mont-tremblant', 'Bureau de Mont-Tremblant', 'tremblant@agence.example.com'],
    ['administrative_team', 'administration', 'Administration', 'admin@agence.example.com'],
    ['executive_team', 'direction', 'Direction', 'direction@agence.example.com'],
  ],
};

/** Seeds the demo recipients of one site (call after the site row is inserted). */
export async function seedRecipients(tx: Queryable, siteId: string): Promise<number> {
  // The brokers of the generated listings too: listing pages address messages to them.
  const listingBrokers: DemoRecipient[] = DEMO_BROKERS.map((b) => ['broker', slugify(b.name), b.name, b.email]);
  const recipients = [...(demoRecipients[siteId] ?? []), ...listingBrokers];
  for (const [type, slug, name, email] of recipients) {
    await tx.query(
      `insert into lead_recipients (site_id, type, slug, name, email) values ($1, $2, $3, $4, $5)
       on conflict (site_id, type, slug) do nothing`,
      [siteId, type, slug, name, email],
    );
  }
  return recipients.length;
}
