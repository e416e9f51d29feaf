import type { Block, PrivacyOfficer, ScriptTag } from '@/lib/content/types';
import { invalidateSites } from '@/lib/cache/invalidate';
import type { ThemeSettings } from '@/lib/content/types';
import type { Queryable } from '@/lib/db/types';
import type { ThemeSettingsInput } from './theme-input';
import { untranslatedFieldProblems } from './french-first-problems';
import { complianceProblems } from './compliance-problems';
import { siteRuleProblems } from './site-rule-problems';
import { validateBlocks, type BlockIssue } from './validate-blocks';

/** Drops empty strings so a cleared input falls back to the preset instead of an invalid colour. */
function withoutEmpty(theme: ThemeSettingsInput['theme']): ThemeSettings {
  const settings: ThemeSettings = { preset: theme.preset };
  if (theme.radii) settings.radii = { sm: theme.radii.sm ?? null, md: theme.radii.md ?? null, lg: theme.radii.lg ?? null };
  if (theme.text_color) settings.text_color = theme.text_color;
  if (theme.primary_color) settings.primary_color = theme.primary_color;
  if (theme.secondary_color) settings.secondary_color = theme.secondary_color;
  const tones = Object.fromEntries(Object.entries(theme.tones ?? {}).filter(([, value]) => value));
  if (Object.keys(tones).length > 0) settings.tones = tones;
  if (theme.greys?.some(Boolean)) settings.greys = theme.greys;
  return settings;
}

/**
 * Saves the general settings: the theme (keeping CMS colour-scheme overrides the form
 * does not edit) and the branding version in metadata. The public site changes at the
 * next request.
 */
export async function saveThemeSettings(db: Queryable, siteId: string, input: ThemeSettingsInput): Promise<ThemeSettings> {
  const theme = withoutEmpty(input.theme);
  const rows = await db.query<{ theme: ThemeSettings }>(
    `update sites
        set theme = $2::jsonb || case when theme ? 'color_schemes' then jsonb_build_object('color_schemes', theme->'color_schemes') else '{}'::jsonb end,
            metadata = metadata || jsonb_build_object('use_remax_branding_2025', $3::boolean),
            updated_at = now()
      where id = $1 returning theme`,
    [siteId, JSON.stringify(theme), input.branding_version === 2],
  );
  if (!rows[0]) throw new Error(`site ${siteId} not found`);
  invalidateSites(siteId);
  return rows[0].theme;
}

/**
 * Replaces the site's script tags (metadata.tags), each with its consent category. Changing
 * the tags that need consent changes the consent revision: visitors are asked again.
 */
export async function saveScriptTags(db: Queryable, siteId: string, tags: ScriptTag[]): Promise<ScriptTag[]> {
  const rows = await db.query<{ tags: ScriptTag[] }>(
    `update sites set metadata = metadata || jsonb_build_object('tags', $2::jsonb), updated_at = now()
      where id = $1 returning metadata->'tags' as tags`,
    [siteId, JSON.stringify(tags)],
  );
  if (!rows[0]) throw new Error(`site ${siteId} not found`);
  invalidateSites(siteId);
  return rows[0].tags;
}

/** Names the person in charge of personal information; the privacy policy shows it at the next request. */
export async function savePrivacyOfficer(db: Queryable, siteId: string, officer: PrivacyOfficer): Promise<PrivacyOfficer> {
  const rows = await db.query<{ officer: PrivacyOfficer }>(
    `update sites set metadata = metadata || jsonb_build_object('privacy_officer', $2::jsonb), updated_at = now()
      where id = $1 returning metadata->'privacy_officer' as officer`,
    [siteId, JSON.stringify(officer)],
  );
  if (!rows[0]) throw new Error(`site ${siteId} not found`);
  invalidateSites(siteId);
  return rows[0].officer;
}

/** The site's retention period in months (lib/my-data/retention.ts), stored with its settings. */
export async function saveRetentionMonths(db: Queryable, siteId: string, months: number): Promise<number> {
  const rows = await db.query<{ months: number }>(
    `update sites set metadata = metadata || jsonb_build_object('retention_months', $2::int), updated_at = now()
      where id = $1 returning (metadata->>'retention_months')::int as months`,
    [siteId, months],
  );
  if (!rows[0]) throw new Error(`site ${siteId} not found`);
  invalidateSites(siteId);
  return rows[0].months;
}

export type ChromePart = 'header' | 'footer';

/**
 * Replaces the site-wide header or footer blocks if all are valid, in French wherever in
 * English, break no advertising rule (lib/compliance, as a page's) and the site passes the rules every
 * publish checks (site-rule-problems.ts) (they go live at once:
 * they live on the site row, cached under the sites tag). Returns the invalid blocks otherwise.
 */
export async function saveSiteChrome(
  db: Queryable,
  siteId: string,
  part: ChromePart,
  blocks: Block[],
): Promise<{ saved: true } | { saved: false; problems: BlockIssue[] }> {
  const problems = [...(await siteRuleProblems(db, siteId)), ...validateBlocks(blocks), ...complianceProblems(blocks), ...untranslatedFieldProblems(blocks)];
  if (problems.length > 0) return { saved: false, problems };
  // The column name comes from the ChromePart union, never from input.
  const column = part === 'header' ? 'header' : 'footer';
  await db.query(`update sites set ${column} = $2, updated_at = now() where id = $1`, [siteId, JSON.stringify(blocks)]);
  invalidateSites(siteId);
  return { saved: true };
}

/**
 * Turns the site's maintenance on or off: every public page answers 503 (with Retry-After
 * and the maintenance document) while on. Effective at once on every instance: the status
 * memo is cleared here and, through Redis, everywhere (lib/cache/shared-memos.ts).
 */
export async function saveMaintenance(db: Queryable, siteId: string, maintenance: boolean): Promise<boolean> {
  const rows = await db.query<{ maintenance: boolean }>(
    'update sites set maintenance = $2, updated_at = now() where id = $1 returning maintenance',
    [siteId, maintenance],
  );
  if (!rows[0]) throw new Error(`site ${siteId} not found`);
  invalidateSites(siteId);
  return rows[0].maintenance;
}
