/** Issue 29: at least 12 characters, and nothing an attacker would try first. */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 200;

export type PasswordProblem = 'too_short' | 'too_long' | 'contains_email' | 'contains_site_name';

const fold = (value: string) => value.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[\s._-]+/g, '');

/**
 * Why a new password is refused, or null: shorter than 12 characters, or containing the
 * account's e-mail (or the part before the @) or the site's name, compared without case,
 * accents, spaces or punctuation ("Julie.Tremblay" is in "julietremblay2026!").
 */
export function passwordProblem(password: string, context: { email: string; siteName?: string | null }): PasswordProblem | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'too_short';
  if (password.length > MAX_PASSWORD_LENGTH) return 'too_long';
  const folded = fold(password);
  const email = context.email.trim().toLowerCase();
  const local = fold(email.split('@')[0] ?? '');
  if (folded.includes(fold(email)) || (local.length >= 3 && folded.includes(local))) return 'contains_email';
  const site = fold(context.siteName ?? '');
  if (site.length >= 3 && folded.includes(site)) return 'contains_site_name';
  return null;
}

/** The English message of a refusal (API answers; the screens translate the code). */
export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, string> = {
  too_short: `password: at least ${MIN_PASSWORD_LENGTH} characters`,
  too_long: `password: at most ${MAX_PASSWORD_LENGTH} characters`,
  contains_email: 'password: must not contain your e-mail address',
  contains_site_name: 'password: must not contain the name of the site',
};
