import type { Queryable } from '@/lib/db/types';
import type { OpeningHours } from '@/lib/offices/types';

interface DemoOffice {
  slug: string;
  name: { fr: string; en: string };
  lat: number;
  lng: number;
  street: { fr: string; en: string };
  city: string;
  postal_code: string;
  phone: [display: string, international: string];
  email: string;
  hours: OpeningHours[];
}

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
const hours = (weekEnd: OpeningHours[]): OpeningHours[] => [{ days: [...weekdays], opens: '09:00', closes: '17:00' }, ...weekEnd];

/**
 * Demo offices. The broker site's slugs (montreal, laval, longueuil) are those its members
 * point to; Montréal answers the site's main number (514 555-0123, as in the header).
 * The agency's slugs are those its contact links already address (lib/seed/recipients.ts).
 */
const demoOffices: Record<string, DemoOffice[]> = {
  'demo-broker': [
    {
      slug: 'montreal', name: { fr: 'Bureau de Montréal', en: 'Montréal office' }, lat: 45.4987, lng: -73.5714,
      street: { fr: '1250, boulevard René-Lévesque Ouest, bureau 2200', en: '1250 René-Lévesque Blvd. West, Suite 2200' },
      city: 'Montréal', postal_code: 'H3B 4W8', phone: ['514 555-0123', '+15145550123'], email: 'montreal@example.com',
      hours: hours([{ days: ['Saturday'], opens: '10:00', closes: '16:00' }]),
    },
    {
      slug: 'laval', name: { fr: 'Bureau de Laval', en: 'Laval office' }, lat: 45.5699, lng: -73.7511,
      street: { fr: '3100, boulevard Le Carrefour, bureau 450', en: '3100 Le Carrefour Blvd., Suite 450' },
      city: 'Laval', postal_code: 'H7T 2K7', phone: ['450 555-0188', '+14505550188'], email: 'laval@example.com',
      hours: hours([{ days: ['Saturday', 'Sunday'], opens: '10:00', closes: '15:00' }]),
    },
    {
      slug: 'longueuil', name: { fr: 'Bureau de Longueuil', en: 'Longueuil office' }, lat: 45.5318, lng: -73.5182,
      street: { fr: '1111, rue Saint-Charles Ouest, bureau 300', en: '1111 Saint-Charles Street West, Suite 300' },
      city: 'Longueuil', postal_code: 'J4K 5G4', phone: ['450 555-0176', '+14505550176'], email: 'longueuil@example.com',
      hours: hours([]),
    },
  ],
  'demo-agency': [
    {
      slug: 'saint-jerome', name: { fr: 'Bureau de Saint-Jérôme', en: 'Saint-Jérôme office' }, lat: 45.7797, lng: -74.0036,
      street: { fr: '265, rue Saint-Georges', en: '265 Saint-Georges Street' },
      city: 'Saint-Jérôme', postal_code: 'J7Z 5A1', phone: ['450 555-0134', '+14505550134'], email: 'saint-jerome@agence.example.com',
      hours: hours([{ days: ['Saturday'], opens: '10:00', closes: '14:00' }]),
    },
    {
      slug: 'mont-tremblant', name: { fr: 'Bureau de Mont-Tremblant', en: 'Mont-Tremblant office' }, lat: 46.1185, lng: -74.5962,
      street: { fr: '1000, rue de Saint-Jovite', en: '1000 de Saint-Jovite Street' },
      city: 'Mont-Tremblant', postal_code: 'J8E 3J8', phone: ['819 555-0160', '+18195550160'], email: 'tremblant@agence.example.com',
      hours: hours([{ days: ['Saturday', 'Sunday'], opens: '09:30', closes: '16:30' }]),
    },
  ],
};

/** Seeds one site's offices and their lead recipients (call after the site row is inserted). */
export async function seedOffices(tx: Queryable, siteId: string): Promise<number> {
  const offices = demoOffices[siteId] ?? [];
  for (const [position, o] of offices.entries()) {
    await tx.query(
      `insert into offices (site_id, slug, name, photo, latitude, longitude, address_street, address_city, postal_code,
         phone_display, phone_international, email, opening_hours, position)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        siteId, o.slug, JSON.stringify(o.name),
        JSON.stringify({ url: `/demo/offices/${o.slug}.svg`, alt: { fr: `Façade du ${o.name.fr.toLowerCase()}`, en: `${o.name.en} building` } }),
        o.lat, o.lng, JSON.stringify(o.street), JSON.stringify({ fr: o.city, en: o.city }), o.postal_code,
        o.phone[0], o.phone[1], o.email, JSON.stringify(o.hours), position,
      ],
    );
    await tx.query(
      `insert into lead_recipients (site_id, type, slug, name, email) values ($1, 'office', $2, $3, $4)
       on conflict (site_id, type, slug) do update set name = excluded.name, email = excluded.email`,
      [siteId, o.slug, o.name.fr, o.email],
    );
  }
  return offices.length;
}
