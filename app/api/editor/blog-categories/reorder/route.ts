import { blogCategoriesEditorService } from '@/lib/blog/categories-editor';
import { collectionReorderRoute } from '@/lib/collections/routes';

/** POST /api/editor/blog-categories/reorder {ids}: the archive's filter order. */
export const POST = collectionReorderRoute(blogCategoriesEditorService);
