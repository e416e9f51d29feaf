import type { Block } from '@/lib/cms/types';
import type { Localized } from '@/lib/i18n/locales';
import { invalidateSitePages } from '@/lib/cms/invalidate';
import { lastPublishedVersion, publishPage } from '@/lib/cms/page-writes';
import type { Database } from '@/lib/db/types';
import type { EditorRef } from './editor-ref';
import { versionConflict } from './draft';
import { EditorError } from './errors';
import { complianceProblems } from './compliance-problems';
import { pageFrenchVersionProblems, untranslatedFieldProblems } from './french-first-problems';
import { privacyOfficerProblems } from './privacy-officer-problems';
import { missingAltProblems } from './media-alt';
import { namedProblems, validateBlocks, type BlockIssue } from './validate-blocks';

export type PublishResult =
  | { published: true; version: number; publishedVersion: number; siteId: string }
  | { published: false; problems: BlockIssue[] };

/**
 * Publishes the page's saved draft if every block passes its schema, its images have alt
 * text, it breaks no advertising rule, its French version is complete (French first) and
 * the site names its person in charge of personal information (lib/compliance); otherwise nothing
 * changes and the invalid blocks are listed. With expectedVersion, publishes only the
 * draft the editor is looking at (version_conflict otherwise). A publish expires the
 * site's cached pages.
 */
export async function publish(
  db: Database,
  pageId: number,
  editor: EditorRef,
  options: { expectedVersion?: number; siteId?: string } = {},
): Promise<PublishResult> {
  const result = await db.transaction<PublishResult>(async (tx) => {
    // for update: a save between validation and publish would publish unvalidated content.
    const rows = await tx.query<{ content: Block[]; title: Localized<string>; version: number; site_id: string }>(
      `select content, title, version, site_id from pages where id = $1 and kind = 'page' for update`,
      [pageId],
    );
    const page = rows[0];
    if (!page || (options.siteId !== undefined && page.site_id !== options.siteId)) {
      throw new EditorError('page_not_found', `Page ${pageId} does not exist on this site`, { pageId });
    }
    if (options.expectedVersion !== undefined && page.version !== options.expectedVersion) {
      throw await versionConflict(tx, pageId);
    }
    const problems = namedProblems(
      [
        ...(await privacyOfficerProblems(tx, page.site_id)),
        ...(await pageFrenchVersionProblems(tx, pageId, page.title)),
        ...validateBlocks(page.content),
        ...(await missingAltProblems(tx, page.site_id, page.content)),
        ...complianceProblems(page.content),
        ...untranslatedFieldProblems(page.content),
      ],
      page.content,
    );
    if (problems.length > 0) return { published: false, problems };
    const version = await publishPage(tx, pageId, editor.name);
    return { published: true, version, publishedVersion: await lastPublishedVersion(tx, pageId), siteId: page.site_id };
  });
  if (result.published) invalidateSitePages(result.siteId);
  return result;
}
