import type { Role } from '@/lib/auth/roles';
import type { Queryable } from '@/lib/db/types';
import { findArticleForEditor } from '@/lib/editor/article-editor';
import { ReviewError } from './errors';
import { reviewApplies, type ReviewedSite } from './settings';

/**
 * An article marked published that visitors cannot read yet (no content in any language, or
 * a date to come) takes every save live, and the save is what puts it online: where this
 * person's publishing is reviewed, such a save (its content, a version restored) is refused
 * (409 review_required) and the article goes through "Submit for approval" instead. Saves
 * that wait in a draft, or on an article not marked published, stay open.
 */
export async function refuseUnreviewedArticlePublish(db: Queryable, site: ReviewedSite & { id: string }, articleId: number, role: Role): Promise<void> {
  if (!reviewApplies(site, role)) return;
  const article = await findArticleForEditor(db, site.id, articleId);
  if (article && article.published && !article.visible) {
    throw new ReviewError('review_required', 'This save would put the article online: submit it for approval');
  }
}
