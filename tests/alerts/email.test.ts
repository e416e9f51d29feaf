import { describe, expect, it } from 'vitest';
import { alertEmail, type AlertItem } from '@/lib/alerts/email';
import { bareSender } from '@/lib/emails/sender';
import { defaultFilters } from '@/lib/listings/filters';

const item = (i: number, over: Partial<AlertItem> = {}): AlertItem => ({
  uls: 1000 + i, kind: 'new', oldPrice: null, newPrice: 450_000, price: 450_000, transaction: 'sale', street: `${i} rue des Érables`,
  municipality: 'Laval', bedrooms: 3, bathrooms: 2, photo: '/demo/listings/maison-1.svg', slug: 'maison-laval', ...over,
});
const ctx = (locale: 'fr' | 'en') => ({
  to: 'buyer@example.com', locale, origin: 'https://courtier.example.com', siteName: 'Julie Tremblay',
  criteria: { ...defaultFilters(), mun: ['65005'], price_max: 800_000 }, manageToken: 'm.1.x.y', unsubscribeToken: 'u.1.x.y',
  sender: bareSender('Julie Tremblay', 'https://courtier.example.com'),
});

describe('the alert e-mail', () => {
  it('in English: at most 10 listings, the price drop with the old price, rooms, photo, links on the site\'s domain', async () => {
    const items = [item(0, { kind: 'price_drop', oldPrice: 500_000, newPrice: 450_000 }), ...Array.from({ length: 11 }, (_, i) => item(i + 1))];
    const mail = await alertEmail(ctx('en'), items);
    expect(mail.subject).toBe('12 properties for your alert: Properties in Laval, up to $800,000');
    expect(mail.text).toContain('* Price drop: $450,000 (was $500,000)');
    expect(mail.text).toContain('3 bedrooms · 2 bathrooms');
    expect(mail.text).toContain('https://courtier.example.com/en/properties/maison-laval-1000');
    expect(mail.text).toContain('See all the results of this search: https://courtier.example.com/en/properties?mun=65005&price_max=800000');
    expect(mail.text).toContain('Unsubscribe: https://courtier.example.com/en/alerts/unsubscribe?t=u.1.x.y');
    expect(mail.text).toContain('Manage this alert: https://courtier.example.com/en/alerts/manage?t=m.1.x.y');
    expect((mail.text.match(/^\* /gm) ?? []).length).toBe(10);
    expect((mail.html!.match(/data-listing=""/g) ?? []).length).toBe(10);
    expect(mail.html).toContain('src="https://courtier.example.com/demo/listings/maison-1.svg"');
    expect(mail.html).toMatch(/<html [^>]*lang="en"/);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://courtier.example.com/api/alerts/unsubscribe?t=u.1.x.y>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('in French, and visitor-controlled text never becomes HTML', async () => {
    const mail = await alertEmail(ctx('fr'), [item(1, { street: '<script>x</script>', kind: 'back_on_market' })]);
    expect(mail.subject.replace(/[\u00a0\u202f]/g, ' ')).toBe('1 propriété pour votre alerte : Propriétés à Laval, jusqu\'à 800 000 $');
    expect(mail.text).toContain('De retour sur le marché');
    expect(mail.text).toContain('https://courtier.example.com/fr/alertes/desabonnement?t=u.1.x.y');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
