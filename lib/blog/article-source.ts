/**
 * The rows a post page reads. Visitors read the live columns of published, due articles.
 * An editor previewing (Next draft mode, turned on by /api/editor/preview) reads each
 * article's pending draft over its live columns, published or not, dated or not: the draft
 * keeps the derived columns (locales, read_time, thumbnails) so it reads like a row.
 * Categories stay the live ones in a preview (they are a join table, not a column).
 */
const DRAFT_OVER_LIVE = `(select id, site_id,
    case when draft is null then slug else draft->'slug' end as slug,
    case when draft is null then title else draft->'title' end as title,
    case when draft is null then excerpt else coalesce(draft->'excerpt', '{}') end as excerpt,
    case when draft is null then main_content else coalesce(draft->'main_content', '{}') end as main_content,
    case when draft is null then main_image else draft->'main_image' end as main_image,
    case when draft is null then thumbnails else coalesce(draft->'thumbnails', '{}') end as thumbnails,
    case when draft is null then tags else coalesce(draft->'tags', '[]') end as tags,
    case when draft is null then author_id else (draft->>'author_id')::bigint end as author_id,
    case when draft is null then published_at else (draft->>'published_at')::timestamptz end as published_at,
    case when draft is null then locales else array(select jsonb_array_elements_text(draft->'locales')) end as locales,
    case when draft is null then read_time else coalesce(draft->'read_time', '{}') end as read_time,
    updated_at
  from articles)`;

/** `from` target: the articles table, or the draft-over-live rows in a preview. */
export function articleSource(preview: boolean): string {
  return preview ? DRAFT_OVER_LIVE : 'articles';
}

/** The condition a post must meet to be shown (alias `a`): none in a preview. */
export function visibleArticle(preview: boolean): string {
  return preview ? 'true' : 'a.published and a.published_at <= now()';
}
