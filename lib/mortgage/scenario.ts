import { amortizations, defaultAmortization, defaultFrequency, defaultRate, frequencies, type Frequency } from './payment';
import type { PropertyKind } from './rules';

/**
 * A calculator scenario as it travels in the page's address, so it can be shared:
 * ?type=residential&price=450000&down=45000&rate=5.5&years=25&freq=monthly.
 * Keys are the same in both languages; anything invalid falls back to the default.
 */
export interface Scenario {
  kind: PropertyKind;
  price: number;
  down: number;
  rate: number;
  years: number;
  frequency: Frequency;
}

export const defaultScenario: Scenario = {
  kind: 'residential',
  price: 0,
  down: 0,
  rate: defaultRate,
  years: defaultAmortization,
  frequency: defaultFrequency,
};

const maxAmount = 999_999_999_999;

function amount(value: string | null): number | null {
  if (value === null || !/^\d{1,12}$/.test(value)) return null;
  return Math.min(maxAmount, Number(value));
}

/** The scenario in a query string, or null when it holds none (no price). */
export function scenarioFromQuery(search: string | URLSearchParams): Scenario | null {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const price = amount(q.get('price'));
  if (price === null) return null;
  const rate = Number(q.get('rate'));
  const years = Number(q.get('years'));
  const freq = q.get('freq');
  return {
    kind: q.get('type') === 'commercial' ? 'commercial' : 'residential',
    price,
    down: amount(q.get('down')) ?? 0,
    rate: q.get('rate') !== null && Number.isFinite(rate) ? Math.min(100, Math.max(0, rate)) : defaultRate,
    years: (amortizations as readonly number[]).includes(years) ? years : defaultAmortization,
    frequency: (frequencies as readonly string[]).includes(freq ?? '') ? (freq as Frequency) : defaultFrequency,
  };
}

/** Writes the scenario into the query, keeping the page's other parameters. */
export function scenarioToQuery(scenario: Scenario, existing: string | URLSearchParams = ''): string {
  const q = new URLSearchParams(existing);
  q.set('type', scenario.kind);
  q.set('price', String(Math.trunc(scenario.price)));
  q.set('down', String(Math.trunc(scenario.down)));
  q.set('rate', String(scenario.rate));
  q.set('years', String(scenario.years));
  q.set('freq', scenario.frequency);
  return q.toString();
}
