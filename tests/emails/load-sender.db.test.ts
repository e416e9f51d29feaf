import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertEmail } from '@/lib/alerts/email';
import { loadEmailSenderById } from '@/lib/emails/load-sender';
import type { EmailSender } from '@/lib/emails/sender';
import { publicOrigin } from '@/lib/http/public-origin';
import { defaultFilters } from '@/lib/listings/filters';
import type { Database } from '@/lib/db/types';
import { openTestDb } from '../helpers/db';

/**
 * The sender every e-mail is drawn from, read from the site's data: links and images on the
 * site's public origin (never a request's host), the theme's primary colour, the broker's card
 * and mentions from the advertising identity, the first office's postal address.
 */
let db: Database;
const DOMAINS = ['localhost', 'julie.localhost', 'julie-tremblay.example.com'];

beforeAll(async () => {
  db = await openTestDb();
  await db.query(
    `insert into sites (id, key, name, type, domains, theme, metadata, header, contact_email)
     values ('julie', 'julie-key', 'Julie Tremblay', 'broker', $1, '{"primary_color":"#0b6e4f"}', '{}',
             $2, 'info@julie.example.com')`,
    [DOMAINS, JSON.stringify([{ id: 'h', block_type: 'header_classic', fields: { logo_image_light: { media: { fr: { url: '/media/logo.png', alt: 'Logo de Julie' }, en: { url: '/media/logo.png', alt: 'Julie’s logo' } } } } }])],
  );
  const member = await db.query<{ id: number }>(
    `insert into members (site_id, slug, kind, name, licence_name, licence_title, licence_number, phone_display, avatar)
     values ('julie', 'julie-tremblay', 'broker', 'Julie Tremblay', 'Julie M. Tremblay', '{"fr":"Courtière immobilière résidentielle","en":"Residential real estate broker"}', 'J1234', '514 555-0100', '{"url":"/media/julie.jpg","alt":"Julie Tremblay, souriante"}')
     returning id`,
  );
  await db.query(`update sites set advertising = $1 where id = 'julie'`, [
    JSON.stringify({ kind: 'agency', agency_name: 'Groupe Test', agency_licence_number: 'A1234', broker_member_id: Number(member[0]!.id), franchise_statement: { fr: 'Franchisé indépendant', en: 'Independent franchisee' } }),
  ]);
  await db.query(
    `insert into offices (site_id, slug, name, latitude, longitude, address_street, address_city, postal_code, phone_display)
     values ('julie', 'centre', '{"fr":"Centre"}', 45.5, -73.6, '{"fr":"1000, rue Sherbrooke Ouest","en":"1000 Sherbrooke Street West"}', '{"fr":"Montréal","en":"Montreal"}', 'H3A 3G4', '514 555-0000')`,
  );
}, 120_000);
afterAll(() => db?.close());

const links = (html: string) => [...html.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1]!);

describe('the e-mail sender of a site', () => {
  let fr: EmailSender;
  beforeAll(async () => {
    fr = (await loadEmailSenderById(db, 'julie', 'fr'))!;
  });

  it('is drawn from the site: theme colour, logo, broker card as on the licence, mentions, postal address, contact', async () => {
    expect(fr.colors.primary).toBe('#0b6e4f');
    expect(fr.logo).toEqual({ url: 'https://julie-tremblay.example.com/media/logo.png', alt: 'Logo de Julie' });
    expect(fr.broker).toEqual({
      name: 'Julie M. Tremblay', title: 'Courtière immobilière résidentielle', agency: 'Groupe Test, agence immobilière', phone: '514 555-0100',
      photo: { url: 'https://julie-tremblay.example.com/media/julie.jpg', alt: 'Julie Tremblay, souriante' },
    });
    expect(fr.mentions).toEqual(['Julie M. Tremblay, courtière immobilière résidentielle', 'Groupe Test, agence immobilière', 'Franchisé indépendant']);
    expect(fr.postalAddress).toBe('1000, rue Sherbrooke Ouest, Montréal H3A 3G4');
    expect(fr.contactEmail).toBe('info@julie.example.com');
    const en = (await loadEmailSenderById(db, 'julie', 'en'))!;
    expect(en.mentions[1]).toBe('Groupe Test, real estate agency');
    expect(en.postalAddress).toBe('1000 Sherbrooke Street West, Montreal H3A 3G4');
  });

  it('puts every link and image of an e-mail on the site\'s public origin (publicOrigin), never elsewhere', async () => {
    const origin = publicOrigin({ domains: DOMAINS });
    expect(fr.origin).toBe(origin);
    const mail = await alertEmail(
      {
        to: 'a@example.com', locale: 'fr', origin: fr.origin, siteName: fr.siteName, sender: fr, criteria: { ...defaultFilters(), mun: ['65005'] }, manageToken: 'm', unsubscribeToken: 'u',
      },
      [{ uls: 1, kind: 'new', oldPrice: null, newPrice: 745_000, price: 745_000, transaction: 'sale', street: '1 rue A', municipality: 'Laval', bedrooms: 3, bathrooms: 1, photo: '/demo/listings/maison-1.svg', slug: 'maison' }],
    );
    const found = links(mail.html ?? '');
    expect(found.length).toBeGreaterThan(6);
    for (const link of found) expect(new URL(link).origin).toBe('https://julie-tremblay.example.com');
    for (const link of mail.text.match(/https?:\/\/\S+/g) ?? []) expect(new URL(link).origin).toBe('https://julie-tremblay.example.com');
  });

  it('is null for a deleted site', async () => {
    await db.query(`insert into sites (id, key, name, deleted_at) values ('gone', 'gone-key', 'Gone', now())`);
    expect(await loadEmailSenderById(db, 'gone', 'fr')).toBeNull();
  });
});
