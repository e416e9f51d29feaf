import type { MunicipalityData } from './municipalities-data';
import type { Random } from './prng';

/**
 * Forward sortation areas (the first three characters of a postal code) by municipality,
 * so a Laval listing gets an H7x code and never Montréal's H3E. Written from Canada Post's
 * geography for the larger towns; smaller ones get their region's rural FSA (digit 0), as
 * most Québec villages have. Demo data: close to reality, not authoritative.
 */
const URBAN_FSA: Record<string, readonly string[]> = {
  // Montréal (island, city proper)
  '66023': ['H1A', 'H1E', 'H1G', 'H1L', 'H1M', 'H1N', 'H1V', 'H1W', 'H1X', 'H1Y', 'H2C', 'H2E', 'H2G', 'H2J', 'H2L', 'H2M', 'H2P', 'H2R', 'H2S', 'H2T', 'H2V', 'H2X', 'H3A', 'H3B', 'H3C', 'H3H', 'H3J', 'H3K', 'H3L', 'H3M', 'H3N', 'H3S', 'H3T', 'H3V', 'H4A', 'H4B', 'H4C', 'H4E', 'H4G', 'H4H', 'H4J', 'H4K', 'H4L', 'H4M', 'H4N', 'H8N', 'H8P', 'H8R', 'H8Z', 'H9A', 'H9C', 'H9E', 'H9K'],
  '65005': ['H7A', 'H7B', 'H7C', 'H7E', 'H7G', 'H7H', 'H7K', 'H7L', 'H7M', 'H7N', 'H7P', 'H7R', 'H7S', 'H7T', 'H7V', 'H7W', 'H7X', 'H7Y'],
  '23027': ['G1C', 'G1E', 'G1G', 'G1H', 'G1J', 'G1K', 'G1L', 'G1M', 'G1N', 'G1P', 'G1R', 'G1S', 'G1T', 'G1V', 'G1W', 'G1X', 'G1Y', 'G2A', 'G2B', 'G2C', 'G2E', 'G2G', 'G2J', 'G2K', 'G2L', 'G2M', 'G2N', 'G3E', 'G3G', 'G3K'],
  '81017': ['J8L', 'J8M', 'J8P', 'J8R', 'J8T', 'J8V', 'J8X', 'J8Y', 'J8Z', 'J9A', 'J9H', 'J9J'],
  '58227': ['J3Y', 'J4G', 'J4H', 'J4J', 'J4K', 'J4L', 'J4M', 'J4N', 'J4T', 'J4V'],
  '43027': ['J1E', 'J1G', 'J1H', 'J1J', 'J1K', 'J1L', 'J1M', 'J1N', 'J1R'],
  '25213': ['G6J', 'G6K', 'G6V', 'G6W', 'G6X', 'G6Y', 'G6Z', 'G7A'],
  '94068': ['G7B', 'G7G', 'G7H', 'G7J', 'G7K', 'G7N', 'G7S', 'G7T', 'G7X', 'G7Y', 'G7Z'],
  '37067': ['G8T', 'G8V', 'G8W', 'G8Y', 'G8Z', 'G9A', 'G9B', 'G9C'],
  '64008': ['J6V', 'J6W', 'J6X', 'J6Y', 'J7M'],
  '56083': ['J2W', 'J2X', 'J2Y', 'J3A', 'J3B'],
  '58007': ['J4W', 'J4X', 'J4Y', 'J4Z'],
  '60013': ['J5Y', 'J5Z', 'J6A'],
  '75017': ['J5L', 'J7Y', 'J7Z'],
  '49058': ['J2A', 'J2B', 'J2C', 'J2E'],
  '47017': ['J2G', 'J2H', 'J2J'],
  '74005': ['J7J', 'J7N'],
  '73015': ['J7B', 'J7C'],
  '54048': ['J2R', 'J2S', 'J2T'],
  '64015': ['J7K', 'J7L'],
  '67050': ['J6J', 'J6K'],
  '36033': ['G9N', 'G9P', 'G9R', 'G9T'],
  '10043': ['G5L', 'G5M', 'G5N'],
  '39062': ['G6P', 'G6R', 'G6S'],
  '72005': ['J7P', 'J7R'],
  '71083': ['J7V'],
  '70052': ['J6S', 'J6T'],
  '86042': ['J9X', 'J9Y'],
  '58033': ['J4B'],
  '53052': ['J3P', 'J3R'],
  '66058': ['H4V', 'H4W', 'H3X'],
  '66097': ['H9R', 'H9S'],
  '29073': ['G5Y', 'G5Z'],
  '57005': ['J3L'],
  '59010': ['J3E'],
  '93042': ['G8B', 'G8C', 'G8E'],
  '67035': ['J5A'],
  '45072': ['J1X'],
  '73005': ['J7G', 'J7H'],
  '58037': ['J3V'],
  '73010': ['J7E'],
  '97007': ['G4R', 'G4S'],
  '57040': ['J3G'],
  '67020': ['J5R'],
  '58012': ['J4P', 'J4R', 'J4S'],
  '61025': ['J6E'],
  '59020': ['J3X'],
  '66072': ['H3P', 'H3R', 'H4P'],
  '96020': ['G4Z', 'G5C'],
  '12072': ['G5R'],
  '66032': ['H3Y', 'H3Z'],
  '66102': ['H9H', 'H9J'],
  '66087': ['H9P'],
  '66107': ['H9W'],
  '57035': ['J3H'],
  '23072': ['G3A'],
  '46080': ['J2K'],
};

/** Rural FSAs (second character 0) by administrative region. */
const RURAL_FSA: Record<string, readonly string[]> = {
  Montréal: ['H9X'],
  Laval: ['H7J'],
  Montérégie: ['J0L', 'J0H', 'J0S', 'J0J'],
  Laurentides: ['J0T', 'J0R', 'J0V', 'J0N'],
  Lanaudière: ['J0K'],
  Estrie: ['J0B', 'J0E'],
  Outaouais: ['J0X'],
  'Abitibi-Témiscamingue': ['J0Y', 'J0Z'],
  'Nord-du-Québec': ['J0Y', 'G0W'],
  'Capitale-Nationale': ['G0A'],
  'Chaudière-Appalaches': ['G0R', 'G0S', 'G0M'],
  Mauricie: ['G0X'],
  'Centre-du-Québec': ['J0C', 'G0Z'],
  'Saguenay–Lac-Saint-Jean': ['G0V', 'G0W'],
  'Bas-Saint-Laurent': ['G0L', 'G0K'],
  'Côte-Nord': ['G0G', 'G0H'],
  'Gaspésie–Îles-de-la-Madeleine': ['G0C', 'G0E'],
};

const LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';

/** The FSAs a listing in this municipality may have. */
export function fsasFor(m: Pick<MunicipalityData, 'code' | 'region'>): readonly string[] {
  return URBAN_FSA[m.code] ?? RURAL_FSA[m.region] ?? ['J0A'];
}

/** A postal code in the municipality: one of its FSAs, then a random local delivery unit. */
export function postalCodeIn(rand: Random, m: Pick<MunicipalityData, 'code' | 'region'>): string {
  const fsas = fsasFor(m);
  const fsa = fsas[Math.floor(rand() * fsas.length)]!;
  const letter = () => LETTERS[Math.floor(rand() * LETTERS.length)];
  const digit = () => Math.floor(rand() * 10);
  return `${fsa} ${digit()}${letter()}${digit()}`;
}
