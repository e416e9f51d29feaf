import { blogCategoriesEditorService } from '@/lib/blog/categories-editor';
import { collectionCreateRoute } from '@/lib/collections/routes';

/** POST /api/editor/blog-categories {label} -> 201 {id} (lib/collections/routes.ts). */
export const POST = collectionCreateRoute(blogCategoriesEditorService);
