const ERROR_CODES = ['too_short', 'too_long', 'contains_email', 'contains_site_name', 'wrong_current', 'locked'] as const;
type ErrorCode = (typeof ERROR_CODES)[number];

/** The `accounts` message key of an ?error= code the account routes send back to their forms, or null. */
export function errorKey(code: string | undefined): `password.${ErrorCode}` | null {
  return code && (ERROR_CODES as readonly string[]).includes(code) ? `password.${code as ErrorCode}` : null;
}

export function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
