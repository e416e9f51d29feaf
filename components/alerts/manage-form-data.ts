import { z } from 'zod';
import { ALERT_FREQUENCIES } from '@/lib/alerts/save-search-request';
import { MAX_PRICE, type SearchFilters } from '@/lib/listings/filters';
import { PROPERTY_TYPES } from '@/lib/listings/property-types';

/**
 * The manage page's criteria form (FormData) read into a patch of the saved search: zod at
 * the boundary, so anything odd is a form error, never an exception. Criteria the form does
 * not show (map area, open houses) are kept from the saved search.
 */
const count = z
  .string()
  .optional()
  .transform((value) => (value ? Number(value) : null))
  .pipe(z.number().int().min(1).max(99).nullable());
const price = z
  .string()
  .optional()
  .transform((value) => {
    const cleaned = (value ?? '').replace(/[\s,\u00a0\u202f$]/g, '');
    return cleaned === '' ? null : Number(cleaned);
  })
  .pipe(z.number().int().min(0).max(MAX_PRICE).nullable());

const formSchema = z.object({
  frequency: z.enum(ALERT_FREQUENCIES),
  forSaleForRent: z.enum(['', 'buy', 'rent']).optional(),
  price_min: price,
  price_max: price,
  bedrooms: count,
  bathrooms: count,
  type: z.array(z.enum(PROPERTY_TYPES)),
  mun: z.array(z.string().regex(/^\d{5}$/)),
});

export type ManagePatch = { ok: true; frequency: (typeof ALERT_FREQUENCIES)[number]; criteria: SearchFilters } | { ok: false; error: 'invalid-price' | 'form-invalid' };

export function readManageForm(data: FormData, current: SearchFilters): ManagePatch {
  const parsed = formSchema.safeParse({
    frequency: data.get('frequency'),
    forSaleForRent: data.get('forSaleForRent') ?? '',
    price_min: data.get('price_min') ?? '',
    price_max: data.get('price_max') ?? '',
    bedrooms: data.get('bedrooms') ?? '',
    bathrooms: data.get('bathrooms') ?? '',
    type: data.getAll('type'),
    mun: data.getAll('mun'),
  });
  if (!parsed.success) return { ok: false, error: 'form-invalid' };
  const values = parsed.data;
  const priceMin = values.price_min || null;
  const priceMax = values.price_max || null;
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) return { ok: false, error: 'invalid-price' };
  // Only municipalities already in the search can stay (the form unticks, it does not add).
  const mun = [...new Set(values.mun.filter((code) => current.mun.includes(code)))].sort();
  return {
    ok: true,
    frequency: values.frequency,
    criteria: {
      ...current,
      mun,
      type: [...new Set(values.type)].sort(),
      price_min: priceMin,
      price_max: priceMax,
      bedrooms: values.bedrooms,
      bathrooms: values.bathrooms,
      forSaleForRent: values.forSaleForRent ? values.forSaleForRent : null,
    },
  };
}
