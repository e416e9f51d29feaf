import { collectionItemRoutes } from '@/lib/collections/routes';
import { partnersEditorService } from '@/lib/partners/editor-service';

/** PUT and DELETE /api/editor/partners/{id} (lib/collections/routes.ts). */
export const { PUT, DELETE } = collectionItemRoutes(partnersEditorService);
