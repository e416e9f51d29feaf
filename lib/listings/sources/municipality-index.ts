import type { Queryable } from '@/lib/db/types';

export interface MunicipalityRef {
  code: string;
  name: string;
  lat: number;
  lng: number;
}

/** A feed's City as a key: no accents, no case, "St-"/"Ste-" spelled out, punctuation as spaces. */
export function normalizeCity(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\bste\b/g, 'sainte')
    .replace(/\bst\b/g, 'saint')
    .trim();
}

/** The municipalities table, looked up by a feed's City, or by position when the City is unknown. */
export class MunicipalityIndex {
  private readonly byName = new Map<string, MunicipalityRef>();

  constructor(private readonly items: MunicipalityRef[]) {
    for (const item of items) this.byName.set(normalizeCity(item.name), item);
  }

  static async load(db: Queryable): Promise<MunicipalityIndex> {
    const rows = await db.query<{ mun_code: string; description: string; lat: number; lng: number }>(
      'select mun_code, description, lat, lng from municipalities',
    );
    return new MunicipalityIndex(rows.map((r) => ({ code: r.mun_code, name: r.description, lat: Number(r.lat), lng: Number(r.lng) })));
  }

  byCity(city: string): MunicipalityRef | null {
    return this.byName.get(normalizeCity(city)) ?? null;
  }

  /** The municipality whose centre is nearest (equirectangular distance: fine within Québec). */
  nearest(lat: number, lng: number): MunicipalityRef | null {
    let best: MunicipalityRef | null = null;
    let bestDistance = Infinity;
    const cos = Math.cos((lat * Math.PI) / 180);
    for (const item of this.items) {
      const d = (item.lat - lat) ** 2 + ((item.lng - lng) * cos) ** 2;
      if (d < bestDistance) {
        bestDistance = d;
        best = item;
      }
    }
    return best;
  }
}
