import { describe, expect, it } from 'vitest';
import { emptyValues, formValues, toInput } from '@/builder/collections/field-spec';
import { officeFields, partnerFields } from '@/builder/collections/specs';
import { officeInputSchema } from '@/lib/offices/schema';
import { partnerInputSchema } from '@/lib/partners/schema';

/** What an editor types in the collection forms reaches the API as the schemas expect. */
describe('collection form values', () => {
  it('an office typed in the form is valid input: coordinates as numbers, a comma accepted as the decimal mark', () => {
    const values = {
      ...emptyValues(officeFields),
      name: { fr: 'Bureau de Gatineau', en: '' },
      slug: 'gatineau',
      latitude: '45,4765',
      longitude: '-75.7013',
      opening_hours: [{ days: ['Monday'], opens: '09:00', closes: '17:00' }],
    };
    const parsed = officeInputSchema.safeParse(toInput(officeFields, values));
    expect(parsed.success).toBe(true);
    expect(parsed.data?.latitude).toBe(45.4765);
    expect(parsed.data?.name).toEqual({ fr: 'Bureau de Gatineau' });
    expect(parsed.data?.photo).toBeNull();
  });

  it('a blank required coordinate is reported on its own field, not read as 0', () => {
    const values = { ...emptyValues(officeFields), name: { fr: 'Bureau' }, slug: 'bureau', latitude: '', longitude: '-75' };
    const parsed = officeInputSchema.safeParse(toInput(officeFields, values));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['latitude']);
  });

  it('an existing partner round-trips through the form unchanged', () => {
    const partner = {
      id: 3,
      title: { fr: 'Déménagement Laurentien', en: 'Laurentian Moving' },
      subtitle: { fr: 'Déménageurs' },
      description: {},
      image: null,
      avatar: { url: '/demo/partners/moving.svg', alt: { fr: 'Camion' } },
      tags: [{ name: { fr: 'Déménagement', en: 'Moving' }, bg_color_primary: '#123456' }],
      list_items: [{ description: { fr: '819 555-0177' }, url: 'tel:+18195550177' }],
    };
    const input = partnerInputSchema.parse(toInput(partnerFields, formValues(partnerFields, partner)));
    expect(input.title).toEqual(partner.title);
    expect(input.avatar).toEqual({ url: '/demo/partners/moving.svg', alt: { fr: 'Camion' } });
    expect(input.tags).toEqual([{ name: { fr: 'Déménagement', en: 'Moving' }, bg_color_primary: '#123456' }]);
    expect(input.list_items).toEqual([{ description: { fr: '819 555-0177' }, url: 'tel:+18195550177' }]);
  });
});
