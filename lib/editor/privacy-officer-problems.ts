import { namesPrivacyOfficer, privacyOfficerSettingsPath } from '@/lib/compliance/privacy-officer';
import type { Queryable } from '@/lib/db/types';
import type { BlockIssue } from './validate-blocks';

/**
 * Rule privacy_officer for every publish of a site (pages, variants, articles, header and
 * footer): one site-level problem, linking to the settings, while the site's settings name
 * no person in charge of personal information.
 */
export async function privacyOfficerProblems(tx: Queryable, siteId: string): Promise<BlockIssue[]> {
  const rows = await tx.query<{ officer: Parameters<typeof namesPrivacyOfficer>[0] }>(`select metadata->'privacy_officer' as officer from sites where id = $1`, [siteId]);
  if (namesPrivacyOfficer(rows[0]?.officer)) return [];
  return [
    {
      blockId: '',
      type: '',
      issues: [
        {
          path: '',
          message: `Name the person in charge of the protection of personal information (a name or title, and an e-mail) in ${privacyOfficerSettingsPath.en} before publishing (rule privacy_officer)`,
          problem: { kind: 'privacy_officer_missing', settings: { ...privacyOfficerSettingsPath } },
        },
      ],
    },
  ];
}
