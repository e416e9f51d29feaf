/**
 * The hostile values of the bad-input suite: what an attacker or a careless client sends.
 * `text: true` marks the values a free-text field may legitimately store (a title can
 * say "<script>"): they are sent only to fields that are not free text.
 */
export interface BadValue {
  label: string;
  value: unknown;
  /** A string a free-text field may accept as is. */
  text?: boolean;
}

export const NUL = 'a\u0000b';
export const SQL = "1'; drop table pages; --";
export const SCRIPT = '<script>alert(1)</script>';

export const BAD_VALUES: BadValue[] = [
  { label: 'NUL', value: NUL },
  { label: 'number', value: 12345 },
  { label: 'huge number', value: 99999999999999999999 },
  { label: 'negative', value: -1 },
  { label: 'float', value: 1.5 },
  { label: 'boolean', value: true },
  { label: 'null', value: null },
  { label: 'array', value: [1, 'x'] },
  { label: 'object', value: { nested: { deeper: NUL } } },
  { label: 'long string', value: 'x'.repeat(100_000) },
  { label: 'SQL', value: SQL, text: true },
  { label: 'script', value: SCRIPT, text: true },
  { label: 'javascript: url', value: 'javascript:alert(1)', text: true },
];

/** Path parameters (ids, microsite ids, listing numbers) that name nothing. */
export const BAD_PARAMS = [NUL, SQL, SCRIPT, '99999999999999999999', '-1', '0', '1e3', '0x10', ' 1', '%zz', '../1', 'a'.repeat(5000)];

/** Query values (decoded), and raw query strings with bad encoding. */
export const BAD_QUERY_VALUES = [NUL, SQL, SCRIPT, '99999999999999999999', '2026-02-31', '-1', '1.5', '', 'a'.repeat(5000)];
export const RAW_BAD_QUERIES = ['%zz', 'a=%zz', 'a=%E0%A4%A', '%00=1', 'a=%00', 'a[=1', 'a]]]=1&&&=='];

/** Bodies that are not the JSON object a route expects. */
export const MALFORMED_BODIES: { label: string; body: string; type: string }[] = [
  { label: 'truncated JSON', body: '{"a":', type: 'application/json' },
  { label: 'JSON array', body: '[1,2]', type: 'application/json' },
  { label: 'JSON string', body: '"x"', type: 'application/json' },
  { label: 'JSON null', body: 'null', type: 'application/json' },
  { label: 'invalid UTF-8', body: '{"a":"\udc00"}', type: 'application/json' },
  { label: 'text/plain JSON', body: '{"expectedVersion":1}', type: 'text/plain' },
  { label: 'form body', body: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
  { label: 'deep nesting', body: '['.repeat(5000) + ']'.repeat(5000), type: 'application/json' },
];
