import { blogCategoriesEditorService } from '@/lib/blog/categories-editor';
import { collectionItemRoutes } from '@/lib/collections/routes';

/** PUT and DELETE /api/editor/blog-categories/{id}; DELETE of a category in use is a 409. */
export const { PUT, DELETE } = collectionItemRoutes(blogCategoriesEditorService);
