import type { Role } from '@/lib/auth/roles';
import type { Block } from '@/lib/content/types';
import type { Queryable } from '@/lib/db/types';
import type { EditorRef } from '@/lib/editor/editor-ref';
import { getVariant, publishVariant, saveVariantContent } from '@/lib/editor/variants';
import { ReviewError } from './errors';
import { reviewApplies, type ReviewedSite } from './settings';

/**
 * A variant has one content and no kept versions, so nothing can be frozen for approval:
 * where this person's publishing is reviewed, whatever would put a variant's content before
 * visitors (publishing it, changing a published one) is refused (409) instead of skipping
 * review. Saving an unpublished variant and withdrawing one stay open.
 */
export type VariantActor = EditorRef & { role: Role };

function refusal(): ReviewError {
  return new ReviewError('variant_review_required', 'On this site your publishing goes through approval; a site admin publishes variants');
}

export async function publishVariantAs(db: Queryable, site: ReviewedSite & { id: string }, variantId: number, actor: VariantActor): ReturnType<typeof publishVariant> {
  await getVariant(db, variantId, site.id); // another site's variant: its 404 first
  if (reviewApplies(site, actor.role)) throw refusal();
  return publishVariant(db, variantId, site.id, actor);
}

export async function saveVariantContentAs(db: Queryable, site: ReviewedSite & { id: string }, variantId: number, content: Block[], actor: VariantActor): Promise<void> {
  const variant = await getVariant(db, variantId, site.id);
  if (variant.published && reviewApplies(site, actor.role)) throw refusal();
  await saveVariantContent(db, variantId, site.id, content, actor);
}
