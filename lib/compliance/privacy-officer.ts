/**
 * Rule `privacy_officer` (rules.ts): a site publishes nothing until its settings name the
 * person in charge of the protection of personal information — a name or a title, and an
 * e-mail — since the law has that person's title and contact details published on the site
 * (docs/privacy.md). The publish paths refuse without it.
 */

interface OfficerLike {
  name?: unknown;
  title?: { fr?: unknown; en?: unknown } | null;
  email?: unknown;
}

const text = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The settings' page where the person in charge is named, in the editor's language. */
export const privacyOfficerSettingsPath = { fr: '/qa/parametres-generaux', en: '/qa/general-settings' } as const;

/** Whether the site's metadata.privacy_officer names someone who can be reached. */
export function namesPrivacyOfficer(officer: OfficerLike | null | undefined): boolean {
  if (!officer || !text(officer.email)) return false;
  return text(officer.name) || text(officer.title?.fr) || text(officer.title?.en);
}
