/**
 * Wire coercions of the lead payloads: what a form-encoded or JSON body holds, turned into
 * the values the shared form schemas (lib/forms) expect. They only normalise; every rule
 * and message comes from the form schemas, so these never reject anything themselves.
 */

/** '' and null mean "not given", as an empty form field does. */
export function absent(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/** A text input's value: a string stays, absent stays absent, anything else is left to fail. */
export function text(value: unknown): unknown {
  return value === null ? undefined : value;
}

/** Ten digits in any punctuation become the (###) ###-#### mask the form types. */
export function phone(value: unknown): unknown {
  const given = absent(value);
  if (typeof given !== 'string') return given;
  const digits = given.replace(/\D/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (ten.length !== 10 || !/^[\d\s().+-]+$/.test(given.trim())) return given.trim();
  return `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
}

/** 'h2x1y4' or 'H2X 1Y4' -> 'H2X 1Y4', as the mask writes it. */
export function postalCode(value: unknown): unknown {
  const given = absent(value);
  if (typeof given !== 'string') return given;
  const compact = given.replace(/\s+/g, '').toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : given.trim();
}

/** Integers arrive as 3 or "3"; absent is null (an empty number input); others stay to fail. */
export function integer(value: unknown): unknown {
  const given = absent(value);
  if (given === undefined) return null;
  if (typeof given === 'string' && /^\s*-?\d+\s*$/.test(given)) return Number.parseInt(given, 10);
  return given;
}

/** "No maximum" may come as absent, "Infinity" or "unlimited". */
export function maximum(value: unknown): unknown {
  return value === 'Infinity' || value === Infinity || value === 'unlimited' ? null : integer(value);
}

const TRUE_WORDS = new Set(['1', 'true', 'on', 'yes', 'oui']);
const FALSE_WORDS = new Set(['0', 'false', 'off', 'no', 'non']);

/** Checkbox and yes/no values: true/false, 1/0, "true"/"false", "on", "yes"/"no"; absent is undefined. */
export function boolean(value: unknown): unknown {
  const given = absent(value);
  if (typeof given === 'number') return given === 1 ? true : given === 0 ? false : given;
  if (typeof given !== 'string') return given;
  const word = given.trim().toLowerCase();
  return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : given;
}

/** A yes/no question: null while unanswered. */
export function yesNo(value: unknown): unknown {
  return boolean(value) ?? null;
}

/** Municipality codes joined with commas (the spec's wire format); a JSON list is accepted too. */
export function codeList(value: unknown): unknown {
  const given = absent(value);
  if (given === undefined) return [];
  const list = Array.isArray(given) ? given.map(String) : typeof given === 'string' ? given.split(',') : given;
  return Array.isArray(list) ? list.map((code) => code.trim()).filter(Boolean) : list;
}

/** A choice ('' when absent, as an untouched select). */
export function choice(value: unknown): unknown {
  return absent(value) ?? '';
}

/**
 * An area as sent: a number, optionally followed by its unit text ("1200 pi²", "110 m²",
 * "95 sq ft"). The form holds the number and the measurement system separately.
 */
export function area(value: unknown): { value: unknown; metric: boolean; text: string | null } {
  const given = absent(value);
  if (given === undefined) return { value: null, metric: false, text: null };
  if (typeof given !== 'string') return { value: given, metric: false, text: null };
  const match = /^\s*(\d+)\s*([^\d\s].{0,15})?$/u.exec(given);
  if (!match) return { value: given, metric: false, text: null };
  return { value: Number.parseInt(match[1] ?? '', 10), metric: /^m/i.test(match[2]?.trim() ?? ''), text: given.trim() };
}
